package org.etp.pharmacy.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.etp.db.testing.TableOwners;
import org.junit.jupiter.api.Test;

/** One owner per table (docs/architecture.md): the SQL naming a table lives only in the package that owns it. */
class TableOwnersTests {

    /** Each table and view of the pharmacy's migrations, and the packages (under org.etp.pharmacy) that own it. */
    private static final Map<String, Set<String>> OWNERS = Map.ofEntries(
            Map.entry("prescription", Set.of("prescription")),
            Map.entry("prescription_item", Set.of("prescription")),
            Map.entry("dispense_event", Set.of("prescription")),
            // written and read by receipt; the aggregate's receipt read model joins it to the prescription
            Map.entry("receipt", Set.of("receipt", "prescription")),
            Map.entry("counter_audit", Set.of("counter.dispensing")),
            Map.entry("signer_validation", Set.of("store")),
            // a view of the stored evidence, read by the detail page and by a receipt's evidence
            Map.entry("verification_outcome", Set.of("counter.detail", "receipt")),
            Map.entry("message_metrics", Set.of("measurement")),
            // read from outside the app only (./etp timing), so no package of it names the view
            Map.entry("message_measurement", Set.of("measurement")),
            Map.entry("rejected_message", Set.of("measurement")),
            Map.entry("access_audit", Set.of("access")),
            Map.entry("access_audit_head", Set.of("access")),
            Map.entry("login_failure", Set.of("security")),
            Map.entry("account", Set.of("account")),
            Map.entry("account_role", Set.of("account")));

    @Test
    void everyTableOfTheMigrationsHasAnOwner() {
        assertThat(OWNERS.keySet()).containsExactlyInAnyOrderElementsOf(TableOwners.tables("pharmacy"));
    }

    @Test
    void noPackageButItsOwnersNamesATableInSql() {
        assertThat(TableOwners.strangers(Path.of("src/main/java/org/etp/pharmacy"), OWNERS))
                .as("SQL naming a table outside its owners' packages").isEmpty();
    }
}
