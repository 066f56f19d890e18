package org.etp.ac.trust;

import java.security.cert.CRLReason;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * What a {@link RevocationSource} said of one certificate: good, revoked (when and why) or unknown, with what
 * vouches for it ({@code the CRL of CN=Prescriber CA, …}), when that was issued and until when it holds. The
 * words for people are the status's own ({@link #sentence()}, {@link #headline}), so that the pages, the receipts
 * and the refusals say what the source said without knowing which source it was.
 *
 * @param source     the source's short name as the store keeps it: {@code CRL}
 * @param state      good, revoked or unknown
 * @param evidence   what vouches for a known status, in words ({@code the CRL of CN=Prescriber CA, O=…}); for an
 *                   unknown one, why it is unknown ({@code there is no CRL from its issuer …})
 * @param thisUpdate when the evidence was issued; null when unknown
 * @param nextUpdate until when the evidence holds: after it the status is no longer current; null when unknown
 * @param revocation when and why the certificate was revoked; null unless revoked
 */
public record RevocationStatus(String source, State state, String evidence, Instant thisUpdate, Instant nextUpdate,
        Revocation revocation) {

    /** Good, revoked or unknown, as RFC 6960 and RFC 5280 both say it. */
    public enum State { GOOD, REVOKED, UNKNOWN }

    /** When a certificate was revoked and why; the reason is {@link CRLReason#UNSPECIFIED} when none was given. */
    public record Revocation(Instant at, CRLReason reason) {

        public Revocation {
            if (at == null) {
                throw new IllegalArgumentException("a revocation has a date");
            }
            reason = reason == null ? CRLReason.UNSPECIFIED : reason;
        }

        /**
         * Whether the key itself is in doubt (key, CA or attribute authority compromise, or no reason given): then
         * every signature by it is refused, whenever it was made; any other reason counts from {@link #at}.
         */
        public boolean compromise() {
            return switch (reason) {
                case KEY_COMPROMISE, CA_COMPROMISE, AA_COMPROMISE, UNSPECIFIED, UNUSED -> true;
                default -> false;
            };
        }
    }

    public RevocationStatus {
        if (source == null || source.isBlank() || state == null || evidence == null) {
            throw new IllegalArgumentException("a revocation status needs a source, a state and its evidence");
        }
        if (state != State.UNKNOWN && (thisUpdate == null || nextUpdate == null)) {
            throw new IllegalArgumentException("a known revocation status says when it was issued and until when");
        }
        if ((state == State.REVOKED) != (revocation != null)) {
            throw new IllegalArgumentException("a revocation date and reason go with a revoked status alone");
        }
    }

    /** Not revoked, according to {@code evidence} issued at {@code thisUpdate} and holding until {@code nextUpdate}. */
    public static RevocationStatus good(String source, String evidence, Instant thisUpdate, Instant nextUpdate) {
        return new RevocationStatus(source, State.GOOD, evidence, thisUpdate, nextUpdate, null);
    }

    /** Revoked, according to {@code evidence} issued at {@code thisUpdate} and holding until {@code nextUpdate}. */
    public static RevocationStatus revoked(String source, String evidence, Revocation revocation, Instant thisUpdate,
            Instant nextUpdate) {
        return new RevocationStatus(source, State.REVOKED, evidence, thisUpdate, nextUpdate, revocation);
    }

    /** The source cannot tell, and {@code why}; another source may. */
    public static RevocationStatus unknown(String source, String why) {
        return new RevocationStatus(source, State.UNKNOWN, why, null, null, null);
    }

    public boolean revoked() {
        return state == State.REVOKED;
    }

    public boolean known() {
        return state != State.UNKNOWN;
    }

    /** Whether the status still holds at {@code at}: known, and {@code at} not past its next update. */
    public boolean currentAt(Instant at) {
        return known() && !at.isAfter(nextUpdate);
    }

    /** The status in a few words, times as {@code times} shows them: {@code revoked on 3 March 2025}. */
    public String headline(DateTimeFormatter times) {
        return switch (state) {
            case GOOD -> "not revoked";
            case REVOKED -> "revoked on " + times.format(revocation.at());
            case UNKNOWN -> "revocation status unknown";
        };
    }

    /**
     * The status in a sentence, times as {@code times} shows them: {@code not revoked, by the CRL of CN=Prescriber
     * CA, O=… issued …, next update …}; {@code there is no CRL from its issuer …: revocation status unknown}.
     */
    public String sentence(DateTimeFormatter times) {
        if (!known()) {
            return evidence + ": revocation status unknown";
        }
        String why = revoked() && revocation.reason() != CRLReason.UNSPECIFIED
                ? " (" + revocation.reason().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")" : "";
        return headline(times) + why + ", by " + evidence + " issued " + times.format(thisUpdate) + ", next update "
                + times.format(nextUpdate);
    }

    /** {@link #sentence(DateTimeFormatter)} with times in ISO 8601, UTC. */
    public String sentence() {
        return sentence(DateTimeFormatter.ISO_INSTANT);
    }

    /** Why a status no longer holds, in a refusal's words: {@code its CRL went stale at …}. */
    public String wentStale() {
        return "its " + source + " went stale at " + nextUpdate;
    }

    /** What the store keeps of this status, from which the pages and receipts speak of it. */
    public RecordedRevocation recorded() {
        return new RecordedRevocation(source, nextUpdate);
    }
}
