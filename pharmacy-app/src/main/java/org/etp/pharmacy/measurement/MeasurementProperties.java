package org.etp.pharmacy.measurement;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.measurement.*}: the measurement's own settings (formerly under {@code etp.store.*}, still read
 * there with a deprecation line in the log: {@link FormerStoreSettings}).
 *
 * @param recordCapacity measurements and refusals waiting to be written; past it they are dropped and counted
 */
@ConfigurationProperties("etp.measurement")
public record MeasurementProperties(@DefaultValue("65536") int recordCapacity) {

    public MeasurementProperties {
        if (recordCapacity < 1) {
            throw new IllegalArgumentException("etp.measurement.record-capacity must be positive");
        }
    }
}
