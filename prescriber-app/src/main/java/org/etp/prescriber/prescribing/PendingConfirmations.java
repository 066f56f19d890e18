package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.springframework.web.util.WebUtils;

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
    private static final String ATTRIBUTE = PendingConfirmations.class.getName();

    /**
     * A prepared prescription with the form that made it (to bring it back as typed) and what the form's checks
     * cleared it with (the note after signing, an earlier prescription to cancel once confirmed).
     */
    record Pending(PreparedPrescription prepared, PrescriptionForm form, BeforeSigning.Cleared cleared,
            Instant expires) {

        String formToken() {
            return form.getFormToken();
        }
    }

    /** The session's holder; never serialised, so a restarted app has nothing pending. */
    private static final class Holder {
        private Pending pending;
    }

    private final Clock clock;

    PendingConfirmations(Clock clock) {
        this.clock = clock;
    }

    void put(HttpSession session, PreparedPrescription prepared, PrescriptionForm form,
            BeforeSigning.Cleared cleared) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Holder holder = new Holder();
            holder.pending = new Pending(prepared, form, cleared, clock.instant().plus(LIFETIME));
            session.setAttribute(ATTRIBUTE, holder);
        }
    }

    /** What waits for confirmation now, left in place: for the page that asks for it. */
    Optional<Pending> peek(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Object holder = session.getAttribute(ATTRIBUTE);
            return holder instanceof Holder held ? current(held.pending) : Optional.empty();
        }
    }

    /** What waits for confirmation, taken out: no second post can use it, whether this one passes or not. */
    Optional<Pending> take(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Object holder = session.getAttribute(ATTRIBUTE);
            session.removeAttribute(ATTRIBUTE);
            return holder instanceof Holder held ? current(held.pending) : Optional.empty();
        }
    }

    private Optional<Pending> current(Pending pending) {
        return pending != null && clock.instant().isBefore(pending.expires()) ? Optional.of(pending) : Optional.empty();
    }
}
