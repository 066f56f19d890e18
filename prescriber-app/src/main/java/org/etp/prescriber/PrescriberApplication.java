package org.etp.prescriber;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The prescriber application. */
@SpringBootApplication
public class PrescriberApplication {

    public static void main(String[] args) {
        SpringApplication.run(PrescriberApplication.class, args);
    }
}
