package org.etp.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.Statement;
import java.util.UUID;
import org.etp.db.testing.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DatabaseCreatorIntegrationTests {

    private final String name = "etp_creator_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    private final String url = DatabaseCreator.withDatabase(TestDatabase.get().url(), name);

    @AfterEach
    void dropDatabase() throws Exception {
        try (Connection connection = TestDatabase.get().connect();
                Statement statement = connection.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
        }
    }

    @Test
    void createsAMissingDatabaseOnceAndThenLeavesItAlone() throws Exception {
        assertThat(DatabaseCreator.createIfMissing(url, "postgres", null)).isTrue();
        assertThat(DatabaseCreator.createIfMissing(url, "postgres", null)).isFalse();
    }
}
