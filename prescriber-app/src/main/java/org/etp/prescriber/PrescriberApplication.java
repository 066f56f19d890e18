package org.etp.prescriber;

import java.time.Clock;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.context.annotation.Bean;

/** The prescriber application: write, sign and send prescriptions, with a durable outbox. */
@SpringBootApplication
@ConfigurationPropertiesScan
public class PrescriberApplication {

    public static void main(String[] args) {
        SpringApplication.run(PrescriberApplication.class, args);
    }

    /** The app's one clock, in UTC: whatever needs the time asks it, so a test can fix it in one place. */
    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
