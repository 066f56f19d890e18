package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.pharmacy.counter.dispensing.ActionResult.Outcome;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.prescription.ReturnReason;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.core.context.SecurityContextHolder;

/** Pharmacists acting on one prescription at the same moment, on real threads against the real database. */
@CounterAppTest
class DispenseConcurrencyIntegrationTests {

    private static final int PHARMACISTS = 8;

    @Autowired
    CounterActions actions;

    @Autowired
    IntakeServer intake;

    private final ExecutorService pool = Executors.newFixedThreadPool(PHARMACISTS);

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void dispensesAPrescriptionOnceWhenPharmacistsPressAtTheSameMoment() throws Exception {
        for (int round = 0; round < 5; round++) {
            String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 520_000 + round);

            List<ActionResult> results = race(id, n -> actions.dispense(id, "pharmacist" + n));

            assertThat(results).filteredOn(ActionResult::done).hasSize(1);
            assertThat(results).filteredOn(r -> !r.done()).extracting(ActionResult::outcome)
                    .containsOnly(Outcome.ALREADY_HANDLED).hasSize(PHARMACISTS - 1);
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM dispense_event d JOIN prescription p ON"
                    + " p.id = d.prescription WHERE p.prescription_id = ?", id))
                    .isEqualTo(PharmacyDatabase.count("SELECT count(*) FROM prescription_item i JOIN prescription p ON"
                            + " p.id = i.prescription WHERE p.prescription_id = ?", id));
            assertThat(audited(id, "DONE")).isOne();
            assertThat(audited(id, "REFUSED")).isEqualTo(PHARMACISTS - 1);
        }
    }

    @Test
    void letsOnlyOneOfADispenseAndAReturnAtTheSameMomentHappen() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 520_100);

        List<ActionResult> results = race(id, n -> n % 2 == 0 ? actions.dispense(id, "pharmacist" + n)
                : actions.giveBack(id, ReturnReason.PATIENT_REQUESTED, "", "pharmacist" + n));

        assertThat(results).filteredOn(ActionResult::done).hasSize(1);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription WHERE prescription_id = ?"
                + " AND status IN ('DISPENSED', 'RETURNED')", id)).isOne();
        assertThat(audited(id, "DONE")).isOne();
    }

    private interface Attempt {
        ActionResult by(int pharmacist);
    }

    /** Every pharmacist's attempt, released together once all threads are waiting at the gate. */
    private List<ActionResult> race(String id, Attempt attempt) throws Exception {
        CountDownLatch ready = new CountDownLatch(PHARMACISTS);
        CountDownLatch gate = new CountDownLatch(1);
        List<Future<ActionResult>> futures = new ArrayList<>();
        for (int n = 0; n < PHARMACISTS; n++) {
            int pharmacist = n;
            Callable<ActionResult> task = () -> {
                SecurityContextHolder.getContext().setAuthentication(UsernamePasswordAuthenticationToken.authenticated(
                        "pharmacist" + pharmacist, null, AuthorityUtils.createAuthorityList("ROLE_PHARMACIST")));
                try {
                    ready.countDown();
                    gate.await();
                    return attempt.by(pharmacist);
                } finally {
                    SecurityContextHolder.clearContext();
                }
            };
            futures.add(pool.submit(task));
        }
        ready.await();
        gate.countDown();
        List<ActionResult> results = new ArrayList<>();
        for (Future<ActionResult> future : futures) {
            results.add(future.get());
        }
        return results;
    }

    private static long audited(String id, String outcome) {
        return PharmacyDatabase.count("SELECT count(*) FROM counter_audit a JOIN prescription p ON p.id = a.prescription"
                + " WHERE p.prescription_id = ? AND a.outcome = ?", id, outcome);
    }
}
