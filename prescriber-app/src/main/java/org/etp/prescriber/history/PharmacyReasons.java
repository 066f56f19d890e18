package org.etp.prescriber.history;

import org.etp.ac.rejection.Reason;
import org.springframework.stereotype.Component;

/**
 * The pharmacy's reason codes ({@link Reason}) as a sentence for a GP: what happened to the prescription
 * and what to do about it. Pages call it as {@code @pharmacyReasons.sentence(code)}.
 */
@Component("pharmacyReasons")
public class PharmacyReasons {

    /** The sentence for a reason code as stored ({@code REVOKED}); an unknown one is shown as it is. */
    public String sentence(String code) {
        if (code == null || code.isBlank()) {
            return "";
        }
        Reason reason;
        try {
            reason = Reason.valueOf(code);
        } catch (IllegalArgumentException e) {
            return "The pharmacy refused it (" + code + ").";
        }
        return of(reason);
    }

    static String of(Reason reason) {
        return switch (reason) {
            case REVOKED -> "The pharmacy refused it: your signing certificate has been revoked. It will not be"
                    + " dispensed. Contact your registration authority for a new certificate, then have it written again.";
            case EXPIRED -> "The pharmacy refused it: it or your signing certificate has expired. Write it again"
                    + " once your certificate is renewed.";
            case NOT_YET_VALID -> "The pharmacy refused it: it or your signing certificate is not valid yet. Check the"
                    + " computer's clock, then write it again.";
            case UNKNOWN_PRESCRIBER -> "The pharmacy does not know your signing certificate. Contact your"
                    + " registration authority; the prescription will not be dispensed.";
            case BAD_SIGNATURE, UNSIGNED -> "The pharmacy could not verify your signature on it. Write it again; if"
                    + " that fails too, contact IT support.";
            case DISALLOWED_ALGORITHM -> "The pharmacy does not accept this signature algorithm. Write it again with"
                    + " another algorithm (Settings).";
            case BAD_CONTENT -> "The pharmacy found its content invalid. Check the patient and the items, and write"
                    + " it again.";
            case BAD_FRAME, NON_CANONICAL, MALFORMED -> "The pharmacy could not read it. Write it again; if that fails"
                    + " too, contact IT support.";
            case CONFLICT -> "The pharmacy already holds a different prescription with this ID. Nothing was"
                    + " dispensed from this one; contact IT support before writing it again.";
            case WRONG_PHARMACY -> "The pharmacy refused it: it is nominated to another pharmacy. Check the patient's"
                    + " nominated pharmacy and write it again.";
            case ALREADY_DISPENSED -> "Not cancelled: already dispensed — the pharmacy had dispensed it before the"
                    + " cancellation arrived.";
            case UNKNOWN_PHARMACY, RECEIPT_MISMATCH -> "A receipt from the pharmacy could not be trusted, so its"
                    + " status is not shown. Contact IT support.";
            case STALE_REQUEST -> "The pharmacy refused the status request: this computer's clock is off. Check the"
                    + " clock; the status is asked for again later.";
            case REVOCATION_UNKNOWN -> "The pharmacy could not check just now whether your signing certificate has"
                    + " been revoked. It is sent again automatically.";
        };
    }
}
