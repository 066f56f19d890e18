package org.etp.pharmacy.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.etp.pharmacy.PharmacyApplication;
import org.etp.db.DatabaseCreator;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

class DatabaseCreatingStartupIntegrationTests {

    private final String name = "etp_startup_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);

    @AfterEach
    void dropDatabase() throws Exception {
        try (Connection connection = TestDatabase.get().connect();
                Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        }
    }

    @Test
    void startsOnAServerWithoutItsDatabaseAndMigratesIt() {
        String url = DatabaseCreator.withDatabase(TestDatabase.get().url(), name);
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(PharmacyApplication.class)
                // Arguments, not builder properties: those are defaults that application.properties would override.
                .run("--server.port=0", "--etp.intake.port=0", "--etp.pki.dir=" + TestPki.dir(),
                        "--spring.datasource.url=" + url, "--spring.datasource.username=postgres")) {
            assertThat(context.getEnvironment().getProperty("spring.datasource.url")).endsWith(name);
            JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
            assertThat(jdbc.queryForObject("SELECT count(*) FROM prescription", Integer.class)).isZero();
        }
    }
}
