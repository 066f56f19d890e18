package org.etp.pharmacy.store;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

@Configuration(proxyBeanMethods = false)
class StoreConfiguration {

    // static: a post-processor must exist before the beans it processes, so it cannot wait for this class.
    @Bean
    @ConditionalOnBooleanProperty(name = "etp.datasource.create-if-missing", matchIfMissing = true)
    static DatabaseCreatingPostProcessor databaseCreatingPostProcessor(Environment environment) {
        return new DatabaseCreatingPostProcessor(environment);
    }
}
