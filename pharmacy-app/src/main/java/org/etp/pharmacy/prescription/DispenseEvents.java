package org.etp.pharmacy.prescription;

import java.time.Instant;
import java.util.List;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The supplies ({@code dispense_event}): each item's supplies numbered 1, 2, ... in order, the first at the
 * dispense, later ones for what was owed. Written in the transition's own transaction.
 */
@Repository
class DispenseEvents {

    private final JdbcClient jdbc;

    DispenseEvents(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void record(long prescription, List<? extends ItemSupplied> supplies, String actor, Instant at) {
        for (ItemSupplied supply : supplies) {
            jdbc.sql("""
                            INSERT INTO dispense_event (prescription, item_number, supply, quantity_supplied,
                                                        not_dispensed_reason, dispensed_by, dispensed_at)
                            SELECT ?, ?, coalesce(max(supply), 0) + 1, ?, ?, ?, ? FROM dispense_event
                            WHERE prescription = ? AND item_number = ?""")
                    .params(prescription, supply.itemNumber(), supply.quantity(),
                            supply.reason().map(Enum::name).orElse(null), actor, SqlTimes.of(at), prescription,
                            supply.itemNumber())
                    .update();
        }
    }
}
