package org.etp.perf.timing;

import java.lang.management.ManagementFactory;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.HardwareAbstractionLayer;

/**
 * The machine and JDK a run was measured on, as name/value pairs in a fixed order: CPU model and cores,
 * memory, operating system, the JDK (both sides run on this one), and the load average before and after
 * the run, which says whether something else was using the CPU meanwhile.
 */
public record Machine(Map<String, String> facts) {

    public Machine {
        facts = Collections.unmodifiableMap(new LinkedHashMap<>(facts));
    }

    /** Describes this machine now; {@code loadBefore} is the 1-minute load average read when the run began. */
    public static Machine describe(double loadBefore) {
        SystemInfo system = new SystemInfo();
        HardwareAbstractionLayer hardware = system.getHardware();
        CentralProcessor processor = hardware.getProcessor();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("CPU", processor.getProcessorIdentifier().getName().trim());
        facts.put("cores", processor.getPhysicalProcessorCount() + " physical, " + processor.getLogicalProcessorCount()
                + " logical (" + Runtime.getRuntime().availableProcessors() + " available to the JVM)");
        facts.put("memory", String.format(Locale.ROOT, "%.1f GiB", hardware.getMemory().getTotal() / (double) (1L << 30)));
        facts.put("OS", system.getOperatingSystem().toString());
        facts.put("JDK", System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.runtime.version"));
        String options = String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments());
        facts.put("JVM options (sender)", options.isEmpty() ? "(none)" : options);
        facts.put("load average (1 min) before / after", String.format(Locale.ROOT, "%.2f / %.2f", loadBefore,
                loadAverage()));
        return new Machine(facts);
    }

    /** The 1-minute load average, or -1 where the platform has none. */
    public static double loadAverage() {
        return new SystemInfo().getHardware().getProcessor().getSystemLoadAverage(1)[0];
    }

    /** The facts as "name: value" lines. */
    public String text() {
        StringBuilder text = new StringBuilder();
        facts.forEach((name, value) -> text.append(name).append(": ").append(value).append('\n'));
        return text.toString();
    }
}
