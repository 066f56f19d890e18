package org.etp.pharmacy.measurement;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The measurement's settings as an application reads them: {@link FormerStoreSettings} is registered, so the
 * former name is read, and said to be deprecated, once the log is up.
 */
@ExtendWith(OutputCaptureExtension.class)
class MeasurementSettingsIntegrationTests {

    @Test
    void readsTheFormerStoreSettingAndLogsItsDeprecation(CapturedOutput output) {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(MeasurementConfiguration.class)
                .web(WebApplicationType.NONE).properties("etp.store.record-capacity=321").run()) {
            assertThat(context.getBean(MeasurementProperties.class).recordCapacity()).isEqualTo(321);
        }
        assertThat(output).contains("WARN").contains("The setting etp.store.record-capacity is deprecated: set"
                + " etp.measurement.record-capacity instead");
    }

    @Test
    void readsTheNewName() {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(MeasurementConfiguration.class)
                .web(WebApplicationType.NONE).properties("etp.measurement.record-capacity=123").run()) {
            assertThat(context.getBean(MeasurementProperties.class).recordCapacity()).isEqualTo(123);
        }
    }
}
