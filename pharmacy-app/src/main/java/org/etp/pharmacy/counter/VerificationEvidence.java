package org.etp.pharmacy.counter;

import java.time.Instant;
import java.util.List;

/**
 * What the intake checked when the prescription arrived, as stored with it, and what a check of the
 * signature over the stored bytes says now.
 *
 * @param chain subjects from the signer's certificate up to the trust anchor
 * @param recheck the signature verified again over the stored bytes with the registered key, in a sentence
 * @param recheckPassed whether it verified
 */
public record VerificationEvidence(String format, String algorithm, String signerSubject, String signerSerialHex,
        List<String> chain, boolean canonical, Instant checkedAt, Instant revocationCheckedAt, Instant crlNextUpdate,
        String recheck, boolean recheckPassed) {

    public VerificationEvidence {
        chain = List.copyOf(chain);
    }

    public boolean signed() {
        return signerSubject != null;
    }
}
