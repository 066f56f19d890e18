package org.etp.prescriber.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.etp.db.testing.TableOwners;
import org.junit.jupiter.api.Test;

/** One owner per table (docs/architecture.md): the SQL naming a table lives only in the packages that own it. */
class TableOwnersTests {

    /** Each table of the prescriber's migrations, and the packages (under org.etp.prescriber) that own it. */
    private static final Map<String, Set<String>> OWNERS = Map.ofEntries(
            Map.entry("medicine", Set.of("formulary")),
            Map.entry("prescriber_settings", Set.of("account")),
            Map.entry("login_failure", Set.of("account")),
            Map.entry("signing_key_failure", Set.of("unlock")),
            Map.entry("pharmacy_notice", Set.of("notices")),
            Map.entry("receipt_item", Set.of("receipts")),
            // passkeys: Spring Security's JDBC repositories write the first two; the package advances the counter
            Map.entry("user_entities", Set.of("passkeys")),
            Map.entry("user_credentials", Set.of("passkeys")),
            Map.entry("passkey_confirmation", Set.of("passkeys")),
            // the outbox and the receipts answer each other: a receipt is stored against its outbox row, the outbox
            // reads which rows are answered; a notice is made from the outbox row it refers to
            Map.entry("outbox", Set.of("outbox", "receipts", "notices")),
            Map.entry("receipt", Set.of("receipts", "outbox")));

    @Test
    void everyTableOfTheMigrationsHasAnOwner() {
        assertThat(OWNERS.keySet()).containsExactlyInAnyOrderElementsOf(TableOwners.tables("prescriber"));
    }

    @Test
    void noPackageButItsOwnersNamesATableInSql() {
        assertThat(TableOwners.strangers(Path.of("src/main/java/org/etp/prescriber"), OWNERS))
                .as("SQL naming a table outside its owners' packages").isEmpty();
    }
}
