package org.etp.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class DatabaseCreatorTests {

    @Test
    void readsTheDatabaseNameFromTheUrl() {
        assertThat(DatabaseCreator.databaseName("jdbc:postgresql://db:5432/etp_pharmacy?ssl=true"))
                .isEqualTo("etp_pharmacy");
    }

    @Test
    void swapsTheDatabaseKeepingHostAndParameters() {
        assertThat(DatabaseCreator.withDatabase("jdbc:postgresql://db:5432/etp_pharmacy?ssl=true", "postgres"))
                .isEqualTo("jdbc:postgresql://db:5432/postgres?ssl=true");
    }

    @Test
    void quotesTheNameSoItCannotEndTheStatement() {
        assertThat(DatabaseCreator.quoteIdentifier("a\"; DROP DATABASE x; --"))
                .isEqualTo("\"a\"\"; DROP DATABASE x; --\"");
    }

    @Test
    void refusesAUrlWithoutADatabase() {
        assertThatIllegalArgumentException().isThrownBy(() -> DatabaseCreator.databaseName("jdbc:postgresql://db:5432"));
    }
}
