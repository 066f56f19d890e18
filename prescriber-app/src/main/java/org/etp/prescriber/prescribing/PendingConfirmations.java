package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.etp.prescriber.cancelling.PreparedCancellation;
import org.etp.prescriber.passkeys.ConfirmedDigests;
import org.etp.prescriber.web.OneTimeSlot;
import org.springframework.stereotype.Component;

/**
 * The one prescription a session holds waiting for its prescriber's passkey: server-side, so that the bytes
 * signed are those prepared, never anything the browser sends back. A newer one replaces it. It is used once —
 * taken out of the session before its assertion is checked, whatever the outcome — and lapses after
 * {@link #LIFETIME}, as the browser's request for the passkey does. Deliberately not serialisable: a pending
 * confirmation does not outlive the app.
 */
@Component
class PendingConfirmations {

    /** As long as the page asks the authenticator to wait. */
    static final Duration LIFETIME = Duration.ofMinutes(5);

    /**
     * A prepared prescription with the form that made it (to bring it back as typed), what the form's checks
     * cleared it with (the note after signing), and the prepared cancellation of the earlier prescription it
     * replaces, or {@code null}: then one assertion confirms both, over the hash of their two hashes.
     */
    record Pending(PreparedPrescription prepared, PrescriptionForm form, BeforeSigning.Cleared cleared,
            PreparedCancellation replacing) {

        String formToken() {
            return form.getFormToken();
        }

        /** What the passkey confirms: the prescription's digest, then the replaced one's cancellation's. */
        ConfirmedDigests digests() {
            return replacing == null ? ConfirmedDigests.one(prepared.digest())
                    : ConfirmedDigests.of(List.of(prepared.digest(), replacing.digest()));
        }
    }

    private final OneTimeSlot<Pending> slot;

    PendingConfirmations(Clock clock) {
        this.slot = new OneTimeSlot<>("prescription-confirmation", clock, LIFETIME);
    }

    void put(HttpSession session, Pending pending) {
        slot.put(session, pending);
    }

    /** What waits for confirmation now, left in place: for the page that asks for it. */
    Optional<Pending> peek(HttpSession session) {
        return slot.peek(session);
    }

    /** What waits for confirmation, taken out: no second post can use it, whether this one passes or not. */
    Optional<Pending> take(HttpSession session) {
        return slot.take(session);
    }
}
