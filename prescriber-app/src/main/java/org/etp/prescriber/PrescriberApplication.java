package org.etp.prescriber;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

/** The prescriber application: write, sign and send prescriptions, with a durable outbox. */
@SpringBootApplication
@ConfigurationPropertiesScan
public class PrescriberApplication {

    public static void main(String[] args) {
        SpringApplication.run(PrescriberApplication.class, args);
    }
}
