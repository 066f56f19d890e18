package org.etp.prescriber.web;

import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.springframework.web.util.WebUtils;

/**
 * One thing a session holds for a little while and uses once — a document prepared and waiting for its passkey
 * confirmation: server-side, so that what is used is what was put, never anything the browser sends back. A newer
 * one replaces it; {@link #take} removes it whatever happens next; it lapses after its lifetime. The holder is
 * deliberately not serialisable, so nothing waiting outlives the app.
 */
public final class OneTimeSlot<T> {

    /** The session's holder; never serialised. */
    private static final class Holder<T> {
        private final T value;
        private final Instant expires;

        private Holder(T value, Instant expires) {
            this.value = value;
            this.expires = expires;
        }
    }

    private final String attribute;
    private final Clock clock;
    private final Duration lifetime;

    /** A slot named {@code name} in each session (one per name), whose value lapses after {@code lifetime}. */
    public OneTimeSlot(String name, Clock clock, Duration lifetime) {
        this.attribute = OneTimeSlot.class.getName() + "." + name;
        this.clock = clock;
        this.lifetime = lifetime;
    }

    public Duration lifetime() {
        return lifetime;
    }

    public void put(HttpSession session, T value) {
        synchronized (WebUtils.getSessionMutex(session)) {
            session.setAttribute(attribute, new Holder<>(value, clock.instant().plus(lifetime)));
        }
    }

    /** What waits now, left in place: for the page that shows it. */
    public Optional<T> peek(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            return current(session.getAttribute(attribute));
        }
    }

    /** What waits, taken out: no second request can use it, whether this one succeeds or not. */
    public Optional<T> take(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Object holder = session.getAttribute(attribute);
            session.removeAttribute(attribute);
            return current(holder);
        }
    }

    @SuppressWarnings("unchecked")
    private Optional<T> current(Object holder) {
        return holder instanceof Holder<?> held && clock.instant().isBefore(held.expires)
                ? Optional.of((T) held.value) : Optional.empty();
    }
}
