package org.etp.pharmacy.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.ac.prescription.PrescriptionStatus.CANCELLED;
import static org.etp.ac.prescription.PrescriptionStatus.DISPENSED;
import static org.etp.ac.prescription.PrescriptionStatus.EXPIRED;
import static org.etp.ac.prescription.PrescriptionStatus.PARTIALLY_DISPENSED;
import static org.etp.ac.prescription.PrescriptionStatus.RECEIVED;
import static org.etp.ac.prescription.PrescriptionStatus.RETURNED;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.etp.ac.prescription.PrescriptionStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TransitionTests {

    private static final Instant NOT_BEFORE = Instant.parse("2026-11-01T00:00:00Z");
    private static final Instant NOT_AFTER = Instant.parse("2027-05-01T00:00:00Z");
    private static final Instant WITHIN = Instant.parse("2026-12-01T00:00:00Z");

    @Test
    void movesAPrescriptionOnFromReceivedOnceAndOnlyThen() {
        assertThat(leavingFrom(RECEIVED)).containsExactlyInAnyOrder(Transition.DISPENSE, Transition.DISPENSE_PARTLY,
                Transition.RETURN, Transition.CANCEL, Transition.EXPIRE);
        assertThat(leavingFrom(DISPENSED)).isEmpty();
        assertThat(leavingFrom(CANCELLED)).isEmpty();
    }

    @Test
    void suppliesWhatIsOwedOnlyOfAPartlyDispensedPrescription() {
        assertThat(leavingFrom(PARTIALLY_DISPENSED)).containsExactlyInAnyOrder(Transition.SUPPLY_OWING,
                Transition.SUPPLY_LAST_OWING);
        assertThat(Transition.owingSupply(false).to()).isEqualTo(PARTIALLY_DISPENSED);
        assertThat(Transition.owingSupply(true).to()).isEqualTo(DISPENSED);
    }

    @Test
    void letsAnExpiredPrescriptionBeReturnedOrCancelledAndAReturnedOneCancelled() {
        assertThat(leavingFrom(EXPIRED)).containsExactlyInAnyOrder(Transition.RETURN, Transition.CANCEL);
        assertThat(leavingFrom(RETURNED)).containsExactly(Transition.CANCEL);
    }

    @ParameterizedTest
    @EnumSource(value = Transition.class, names = {"DISPENSE", "DISPENSE_PARTLY"})
    void suppliesFirstOnlyWithinTheValidity(Transition first) {
        assertThat(first.allows(received(), WITHIN)).isTrue();
        assertThat(first.allows(received(), NOT_BEFORE)).as("its first instant").isTrue();
        assertThat(first.allows(received(), NOT_AFTER)).as("its last instant").isTrue();
        assertThat(first.allows(received(), NOT_BEFORE.minusMillis(1))).isFalse();
        assertThat(first.allows(received(), NOT_AFTER.plusMillis(1))).isFalse();
    }

    @Test
    void expiresOnlyAReceivedPrescriptionPastItsValidity() {
        assertThat(Transition.EXPIRE.allows(received(), NOT_AFTER)).isFalse();
        assertThat(Transition.EXPIRE.allows(received(), NOT_AFTER.plusMillis(1))).isTrue();
        assertThat(Transition.EXPIRE.allows(state(RETURNED), NOT_AFTER.plus(Duration.ofDays(1)))).isFalse();
    }

    @Test
    void suppliesOwingsReturnsAndCancelsWhateverTheValidity() {
        Instant late = NOT_AFTER.plus(Duration.ofDays(30));
        assertThat(Transition.SUPPLY_OWING.allows(state(PARTIALLY_DISPENSED), late)).isTrue();
        assertThat(Transition.RETURN.allows(received(), late)).isTrue();
        assertThat(Transition.CANCEL.allows(received(), late)).isTrue();
    }

    @Test
    void saysWhichTransitionsRecordSupplies() {
        assertThat(Arrays.stream(Transition.values()).filter(Transition::supplies))
                .containsExactlyInAnyOrder(Transition.DISPENSE, Transition.DISPENSE_PARTLY, Transition.SUPPLY_OWING,
                        Transition.SUPPLY_LAST_OWING);
        assertThat(Transition.firstSupply(true)).isEqualTo(Transition.DISPENSE);
        assertThat(Transition.firstSupply(false)).isEqualTo(Transition.DISPENSE_PARTLY);
    }

    private static Set<Transition> leavingFrom(PrescriptionStatus status) {
        return Arrays.stream(Transition.values()).filter(t -> t.leavesFrom(status))
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Transition.class)));
    }

    private static PrescriptionState received() {
        return state(RECEIVED);
    }

    private static PrescriptionState state(PrescriptionStatus status) {
        return new PrescriptionState(1, status, NOT_BEFORE, NOT_AFTER);
    }
}
