package org.etp.pharmacy.prescription;

import static org.etp.ac.prescription.PrescriptionStatus.CANCELLED;
import static org.etp.ac.prescription.PrescriptionStatus.DISPENSED;
import static org.etp.ac.prescription.PrescriptionStatus.EXPIRED;
import static org.etp.ac.prescription.PrescriptionStatus.PARTIALLY_DISPENSED;
import static org.etp.ac.prescription.PrescriptionStatus.RECEIVED;
import static org.etp.ac.prescription.PrescriptionStatus.RETURNED;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Set;
import org.etp.ac.prescription.PrescriptionStatus;

/**
 * The prescription's lifecycle, written once: each way a prescription moves on, the statuses it may leave from and
 * the one it reaches. A received prescription is dispensed (in full or in part), returned, cancelled by its
 * prescriber or marked expired, at most once; what a partial dispense left owed is supplied later, whatever the
 * validity (it was dispensed in time), the prescription staying partly dispensed until the last of it is supplied;
 * an expired one may still be returned; a prescriber may cancel any of which nothing was dispensed.
 */
public enum Transition {

    /** The first supply, every item in full; only within the prescription's validity. */
    DISPENSE(DISPENSED, EnumSet.of(RECEIVED)),
    /** The first supply, some item in part or not at all; only within the prescription's validity. */
    DISPENSE_PARTLY(PARTIALLY_DISPENSED, EnumSet.of(RECEIVED)),
    /** A supply of what is owed that leaves some still owed. */
    SUPPLY_OWING(PARTIALLY_DISPENSED, EnumSet.of(PARTIALLY_DISPENSED)),
    /** The supply of the last of what was owed. */
    SUPPLY_LAST_OWING(DISPENSED, EnumSet.of(PARTIALLY_DISPENSED)),
    /** Handed back unfulfilled, with a reason. */
    RETURN(RETURNED, EnumSet.of(RECEIVED, EXPIRED)),
    /** Cancelled by the prescriber who signed it. */
    CANCEL(CANCELLED, EnumSet.of(RECEIVED, EXPIRED, RETURNED)),
    /** Found past its validity while received; only then. */
    EXPIRE(EXPIRED, EnumSet.of(RECEIVED));

    private final PrescriptionStatus to;
    private final Set<PrescriptionStatus> from;

    Transition(PrescriptionStatus to, Set<PrescriptionStatus> from) {
        this.to = to;
        this.from = from;
    }

    /** The first supply: {@link #DISPENSE} when it supplies everything, else {@link #DISPENSE_PARTLY}. */
    public static Transition firstSupply(boolean complete) {
        return complete ? DISPENSE : DISPENSE_PARTLY;
    }

    /** A supply of what is owed: {@link #SUPPLY_LAST_OWING} when nothing stays owed, else {@link #SUPPLY_OWING}. */
    public static Transition owingSupply(boolean complete) {
        return complete ? SUPPLY_LAST_OWING : SUPPLY_OWING;
    }

    /** The status it reaches. */
    public PrescriptionStatus to() {
        return to;
    }

    /** Whether a prescription of {@code status} may take it, its validity aside. */
    public boolean leavesFrom(PrescriptionStatus status) {
        return from.contains(status);
    }

    /** Whether it records supplies ({@code dispense_event} rows). */
    public boolean supplies() {
        return this == DISPENSE || this == DISPENSE_PARTLY || this == SUPPLY_OWING || this == SUPPLY_LAST_OWING;
    }

    /** Whether the prescription {@code found} may take it at {@code now}: its status, and what its validity asks. */
    public boolean allows(PrescriptionState found, Instant now) {
        if (!leavesFrom(found.status())) {
            return false;
        }
        return switch (this) {
            case DISPENSE, DISPENSE_PARTLY -> !found.notYetValidAt(now) && !found.expiredAt(now);
            case EXPIRE -> found.expiredAt(now);
            case SUPPLY_OWING, SUPPLY_LAST_OWING, RETURN, CANCEL -> true;
        };
    }
}
