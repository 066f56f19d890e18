package org.etp.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to run: {@code [prefix] java [JVM options] -jar JAR [arguments]} with this JVM's own {@code java}
 * (the prefix, when there is one, runs it: {@code ip netns exec NAME} puts it into a network namespace), extra
 * environment variables, and a log file that takes standard output and standard error together (started
 * afresh each time, or appended to with a line that marks each start). Immutable; made with
 * {@link #builder}.
 */
public final class JarCommand {

    private final String name;
    private final Path jar;
    private final List<String> prefix;
    private final List<String> jvmOptions;
    private final List<String> arguments;
    private final Map<String, String> environment;
    private final Path log;
    private final boolean appendToLog;
    private final boolean stopOnJvmExit;

    private JarCommand(Builder builder) {
        this.name = builder.name;
        this.jar = builder.jar;
        this.prefix = List.copyOf(builder.prefix);
        this.jvmOptions = List.copyOf(builder.jvmOptions);
        this.arguments = List.copyOf(builder.arguments);
        this.environment = Map.copyOf(builder.environment);
        this.log = builder.log;
        this.appendToLog = builder.appendToLog;
        this.stopOnJvmExit = builder.stopOnJvmExit;
    }

    /** A command named {@code name} (in messages and thread names) that runs {@code jar}, logging to {@code log}. */
    public static Builder builder(String name, Path jar, Path log) {
        return new Builder(name, jar, log);
    }

    /** The whole command line: the prefix, if any, then the {@code java} executable. */
    public List<String> commandLine() {
        List<String> command = new ArrayList<>(prefix);
        command.add(java().toString());
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(arguments);
        return command;
    }

    /** The {@code java} of the running JVM, so that the child runs on the same JDK. */
    public static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    public String name() {
        return name;
    }

    public Path jar() {
        return jar;
    }

    public Map<String, String> environment() {
        return environment;
    }

    public Path log() {
        return log;
    }

    public boolean appendToLog() {
        return appendToLog;
    }

    public boolean stopOnJvmExit() {
        return stopOnJvmExit;
    }

    @Override
    public String toString() {
        return name + " (" + jar + ")";
    }

    /** Builds a {@link JarCommand}; everything but the name, jar and log is optional. */
    public static final class Builder {

        private final String name;
        private final Path jar;
        private final Path log;
        private final List<String> prefix = new ArrayList<>();
        private final List<String> jvmOptions = new ArrayList<>();
        private final List<String> arguments = new ArrayList<>();
        private final Map<String, String> environment = new LinkedHashMap<>();
        private boolean appendToLog;
        private boolean stopOnJvmExit = true;

        private Builder(String name, Path jar, Path log) {
            this.name = Objects.requireNonNull(name, "name");
            this.jar = Objects.requireNonNull(jar, "jar");
            this.log = Objects.requireNonNull(log, "log");
        }

        /**
         * A command that runs {@code java} (for example {@code ip netns exec NAME}); it must exec it, so that
         * the process started is the JVM itself and stopping it stops the application.
         */
        public Builder prefix(List<String> command) {
            prefix.addAll(command);
            return this;
        }

        /** Options for the JVM, before {@code -jar} (for example {@code -Xmx512m}). */
        public Builder jvmOptions(List<String> options) {
            jvmOptions.addAll(options);
            return this;
        }

        /** Arguments for the application, after the jar (for example {@code --server.port=8081}). */
        public Builder arguments(List<String> values) {
            arguments.addAll(values);
            return this;
        }

        /** Variables added to the environment the child inherits from this JVM. */
        public Builder environment(Map<String, String> variables) {
            environment.putAll(variables);
            return this;
        }

        /** Appends to the log, with a line marking each start, instead of starting it afresh. */
        public Builder appendToLog() {
            appendToLog = true;
            return this;
        }

        /**
         * Whether the process is sent SIGTERM when this JVM exits while it still runs (the default); a
         * caller that stops its processes itself, in an order, on exit turns this off.
         */
        public Builder stopOnJvmExit(boolean stop) {
            stopOnJvmExit = stop;
            return this;
        }

        public JarCommand build() {
            return new JarCommand(this);
        }
    }
}
