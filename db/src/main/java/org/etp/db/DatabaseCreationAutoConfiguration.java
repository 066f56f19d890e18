package org.etp.db;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Creates each application's own database ({@code etp_pharmacy}, {@code etp_prescriber}) on first start,
 * unless {@code etp.datasource.create-if-missing=false} (an account that may not create databases).
 */
@AutoConfiguration
public class DatabaseCreationAutoConfiguration {

    // static: a post-processor must exist before the beans it processes, so it cannot wait for this class.
    @Bean
    @ConditionalOnBooleanProperty(name = "etp.datasource.create-if-missing", matchIfMissing = true)
    static DatabaseCreatingPostProcessor databaseCreatingPostProcessor(Environment environment) {
        return new DatabaseCreatingPostProcessor(environment);
    }
}
