package org.etp.db;

import java.sql.SQLException;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.core.env.Environment;

/**
 * Creates the configured database before the {@link DataSource} is first used. Flyway's migration runs
 * only once the data source bean is initialised, and the pool connects lazily, so hooking the data
 * source's initialisation is the last moment before anything connects to the database by name.
 *
 * <p>Where the account may not create databases (a managed server), this logs and carries on: the
 * database is then expected to exist, and if it does not, the first connection says so.
 */
final class DatabaseCreatingPostProcessor implements BeanPostProcessor {

    private static final Logger log = LoggerFactory.getLogger(DatabaseCreatingPostProcessor.class);

    private final Environment environment;
    private boolean done;

    DatabaseCreatingPostProcessor(Environment environment) {
        this.environment = environment;
    }

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof DataSource && !done) {
            done = true;
            createDatabase();
        }
        return bean;
    }

    private void createDatabase() {
        String url = environment.getProperty("spring.datasource.url");
        if (url == null || !url.startsWith("jdbc:postgresql:")) {
            return;
        }
        String database = DatabaseCreator.databaseName(url);
        try {
            if (DatabaseCreator.createIfMissing(url, environment.getProperty("spring.datasource.username"),
                    environment.getProperty("spring.datasource.password"))) {
                log.info("Created database {}", database);
            }
        } catch (SQLException e) {
            log.warn("Could not make sure database {} exists, assuming it does: {}", database, e.getMessage());
        }
    }
}
