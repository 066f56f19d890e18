package org.etp.pharmacy.measurement;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.commons.logging.Log;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.logging.DeferredLogFactory;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Reads the measurement's settings under the names they had while they rode on the store's, {@code etp.store.*}:
 * each former name that is set is logged as deprecated (WARN) and read as its new name, unless the new name is
 * set too, which then wins. The environment's relaxed binding applies to the former names as to any
 * ({@code ETP_STORE_RECORDCAPACITY} is {@code etp.store.record-capacity}). Registered in
 * {@code META-INF/spring.factories}.
 */
public class FormerStoreSettings implements EnvironmentPostProcessor {

    /** The former name of each measurement setting, and its name now. */
    static final Map<String, String> RENAMED = Map.of("etp.store.record-capacity", "etp.measurement.record-capacity");

    static final String SOURCE = "etp.store settings read as etp.measurement";

    private final Log log;

    public FormerStoreSettings(DeferredLogFactory logs) {
        this.log = logs.getLog(FormerStoreSettings.class);
    }

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        Binder binder = Binder.get(environment);
        Map<String, Object> read = new LinkedHashMap<>();
        RENAMED.forEach((former, current) -> binder.bind(former, String.class).ifBound(value -> {
            boolean both = binder.bind(current, String.class).isBound();
            log.warn("The setting " + former + " is deprecated: set " + current + " instead" + (both
                    ? " (it is set too, and wins)" : " (" + former + " is read as " + current + " meanwhile)"));
            if (!both) {
                read.put(current, value);
            }
        }));
        if (!read.isEmpty()) {
            environment.getPropertySources().addLast(new MapPropertySource(SOURCE, read));
        }
    }
}
