package org.etp.pharmacy.measurement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.logging.impl.NoOpLog;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.springframework.mock.env.MockEnvironment;

class FormerStoreSettingsTests {

    private final List<String> warnings = new ArrayList<>();
    private final FormerStoreSettings settings = new FormerStoreSettings(destination -> new NoOpLog() {

        @Override
        public void warn(Object message) {
            warnings.add(String.valueOf(message));
        }
    });

    @Test
    void readsTheFormerNameAsTheNewOneWithADeprecationLine() {
        MockEnvironment environment = new MockEnvironment().withProperty("etp.store.record-capacity", "12");

        settings.postProcessEnvironment(environment, new SpringApplication());

        assertThat(recordCapacity(environment)).isEqualTo(12);
        assertThat(warnings).containsExactly("The setting etp.store.record-capacity is deprecated: set"
                + " etp.measurement.record-capacity instead (etp.store.record-capacity is read as"
                + " etp.measurement.record-capacity meanwhile)");
    }

    @Test
    void readsTheFormerNameFromTheEnvironmentVariable() {
        MockEnvironment environment = new MockEnvironment();
        environment.getPropertySources().addFirst(new SystemEnvironmentPropertySource("systemEnvironment",
                Map.of("ETP_STORE_RECORDCAPACITY", "7")));

        settings.postProcessEnvironment(environment, new SpringApplication());

        assertThat(recordCapacity(environment)).isEqualTo(7);
        assertThat(warnings).hasSize(1);
    }

    @Test
    void letsTheNewNameWinWhenBothAreSet() {
        MockEnvironment environment = new MockEnvironment().withProperty("etp.store.record-capacity", "12")
                .withProperty("etp.measurement.record-capacity", "34");

        settings.postProcessEnvironment(environment, new SpringApplication());

        assertThat(recordCapacity(environment)).isEqualTo(34);
        assertThat(warnings).singleElement().asString().contains("it is set too, and wins");
    }

    @Test
    void changesNothingAndSaysNothingWhenOnlyTheNewNameIsSet() {
        MockEnvironment environment = new MockEnvironment().withProperty("etp.measurement.record-capacity", "34");
        int sources = environment.getPropertySources().size();

        settings.postProcessEnvironment(environment, new SpringApplication());

        assertThat(recordCapacity(environment)).isEqualTo(34);
        assertThat(environment.getPropertySources().size()).isEqualTo(sources);
        assertThat(warnings).isEmpty();
    }

    @Test
    void leavesTheDefaultWhenNeitherIsSet() {
        MockEnvironment environment = new MockEnvironment();

        settings.postProcessEnvironment(environment, new SpringApplication());

        assertThat(recordCapacity(environment)).isEqualTo(65_536);
        assertThat(warnings).isEmpty();
    }

    private static int recordCapacity(MockEnvironment environment) {
        return Binder.get(environment).bindOrCreate("etp.measurement", MeasurementProperties.class).recordCapacity();
    }
}
