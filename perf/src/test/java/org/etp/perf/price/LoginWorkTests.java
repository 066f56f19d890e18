package org.etp.perf.price;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

class LoginWorkTests {

    @Test
    void readsTheCostOfABcryptHash() {
        String hash = "{bcrypt}" + new BCryptPasswordEncoder(4).encode("secret");

        assertThat(LoginWork.strengthOf(hash)).isEqualTo(4);
    }

    @Test
    void refusesWhatIsNotABcryptHash() {
        assertThatIllegalArgumentException().isThrownBy(() -> LoginWork.strengthOf("{noop}secret"));
        assertThatIllegalArgumentException().isThrownBy(() -> LoginWork.strengthOf(null));
    }

    @Test
    void measuresTheWorkFactorBothAppsAreConfiguredWith() throws Exception {
        for (String app : new String[] {"pharmacy-app", "prescriber-app"}) {
            Properties properties = new Properties();
            try (Reader reader = Files.newBufferedReader(
                    Path.of("..", app, "src/main/resources/application-demo.properties"))) {
                properties.load(reader);
            }
            assertThat(properties.stringPropertyNames()).filteredOn(name -> name.endsWith(".password"))
                    .as(app).isNotEmpty()
                    .allSatisfy(name -> assertThat(LoginWork.strengthOf(properties.getProperty(name)))
                            .as(app + " " + name).isEqualTo(Integer.parseInt(LoginWork.CONFIGURED)));
        }
        assertThat(Integer.parseInt(LoginWork.STRONGER)).isEqualTo(Integer.parseInt(LoginWork.CONFIGURED) + 2);
    }
}
