package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.ac.prescription.Item;
import org.etp.prescriber.passkeys.ConfirmedDigests;
import org.etp.prescriber.passkeys.PasskeyProperties;
import org.springframework.stereotype.Component;
import org.springframework.web.util.WebUtils;

/**
 * The prescriptions a session holds to be confirmed together with one passkey assertion, over the hash of their
 * hashes ({@link ConfirmedDigests}): each prepared as for a confirmation of its own — numbered, complete, its digest
 * taken — in the order added, at most {@code etp.passkeys.batch-limit}. Server-side like
 * {@link PendingConfirmations}, so the bytes signed are those prepared; the whole batch is taken out before its
 * assertion is checked, and lapses {@link #LIFETIME} after it last changed. Not serialisable: a restarted app holds
 * no batch.
 */
@Component
class PendingBatch {

    /** How long a batch waits after its last change. */
    static final Duration LIFETIME = Duration.ofMinutes(15);
    private static final String ATTRIBUTE = PendingBatch.class.getName();

    /** One prescription in the batch, with the form that made it (to bring it back to edit). */
    record Batched(PreparedPrescription prepared, PrescriptionForm form) {

        String formToken() {
            return form.getFormToken();
        }

        String prescriptionId() {
            return prepared.prescription().prescriptionId().value();
        }
    }

    /** The session's holder; never serialised. */
    private static final class Holder {
        private final List<Batched> entries = new ArrayList<>();
        private Instant expires;
    }

    private final Clock clock;
    private final int limit;

    PendingBatch(Clock clock, PasskeyProperties properties) {
        this.clock = clock;
        this.limit = properties.batchLimit();
    }

    int limit() {
        return limit;
    }

    /**
     * Adds {@code prepared} at the end, unless the batch is full, holds this form already, or holds a prescription
     * for the same patient with one of the same medicines: then the sentence that says why, and nothing changes.
     */
    Optional<String> add(HttpSession session, PreparedPrescription prepared, PrescriptionForm form) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Holder holder = current(session).orElseGet(Holder::new);
            if (holder.entries.size() >= limit) {
                return Optional.of("The batch holds " + limit + " prescriptions, its most: confirm it before you add"
                        + " more.");
            }
            for (Batched each : holder.entries) {
                if (each.formToken().equals(form.getFormToken())) {
                    return Optional.of("This form is in the batch already, as prescription " + each.prescriptionId()
                            + ".");
                }
                Optional<String> same = sameMedicine(each.prepared(), prepared);
                if (same.isPresent()) {
                    return Optional.of("The batch holds a prescription of " + same.get() + " for this patient already ("
                            + each.prescriptionId() + "). Take that one out of the batch first, or sign this one on"
                            + " its own.");
                }
            }
            holder.entries.add(new Batched(prepared, form));
            keep(session, holder);
            return Optional.empty();
        }
    }

    /** The batch in its order, left in place: for the page that asks for its confirmation. */
    List<Batched> peek(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            return current(session).map(holder -> List.copyOf(holder.entries)).orElse(List.of());
        }
    }

    int size(HttpSession session) {
        return peek(session).size();
    }

    /** Takes the whole batch out: no second post can use it, whether this one passes or not. */
    List<Batched> take(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            List<Batched> taken = peek(session);
            session.removeAttribute(ATTRIBUTE);
            return taken;
        }
    }

    /** Takes one prescription out of the batch; empty when it is not there. */
    Optional<Batched> remove(HttpSession session, String prescriptionId) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Optional<Holder> holder = current(session);
            Optional<Batched> found = holder.flatMap(held -> held.entries.stream()
                    .filter(each -> each.prescriptionId().equals(prescriptionId)).findFirst());
            found.ifPresent(each -> {
                holder.get().entries.remove(each);
                keep(session, holder.get());
            });
            return found;
        }
    }

    /**
     * Puts prescriptions taken out but not signed back at the front, in their order, before anything added since:
     * a batch whose confirmation was refused or whose signing stopped part-way is not lost.
     */
    void putBack(HttpSession session, List<Batched> unsigned) {
        if (unsigned.isEmpty()) {
            return;
        }
        synchronized (WebUtils.getSessionMutex(session)) {
            Holder holder = new Holder();
            holder.entries.addAll(unsigned);
            current(session).ifPresent(added -> added.entries.stream()
                    .filter(each -> unsigned.stream().noneMatch(back -> back.formToken().equals(each.formToken())))
                    .limit(Math.max(0, limit - unsigned.size())).forEach(holder.entries::add));
            keep(session, holder);
        }
    }

    private void keep(HttpSession session, Holder holder) {
        if (holder.entries.isEmpty()) {
            session.removeAttribute(ATTRIBUTE);
            return;
        }
        holder.expires = clock.instant().plus(LIFETIME);
        session.setAttribute(ATTRIBUTE, holder);
    }

    private Optional<Holder> current(HttpSession session) {
        if (session.getAttribute(ATTRIBUTE) instanceof Holder holder && clock.instant().isBefore(holder.expires)) {
            return Optional.of(holder);
        }
        session.removeAttribute(ATTRIBUTE);
        return Optional.empty();
    }

    /** The name of a medicine both prescribe for the same patient, if any. */
    private static Optional<String> sameMedicine(PreparedPrescription one, PreparedPrescription other) {
        if (!one.prescription().patient().nhsNumber().equals(other.prescription().patient().nhsNumber())) {
            return Optional.empty();
        }
        return other.prescription().items().stream()
                .filter(item -> one.prescription().items().stream().map(Item::dmdCode)
                        .anyMatch(code -> code.equals(item.dmdCode())))
                .map(Item::name).findFirst();
    }
}
