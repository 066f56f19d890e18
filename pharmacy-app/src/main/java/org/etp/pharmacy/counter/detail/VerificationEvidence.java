package org.etp.pharmacy.counter.detail;

/**
 * What the intake checked when the prescription arrived, as stored with it, and what a check of the
 * signature over the stored bytes says now.
 *
 * @param format        the certificate's form
 * @param algorithm     its signature algorithm's id, or null when unsigned
 * @param onReceipt     the checks made when it arrived
 * @param recheck       the signature verified again over the stored bytes with the registered key, in a sentence
 * @param recheckPassed whether it verified
 */
public record VerificationEvidence(String format, String algorithm, RecordedVerification onReceipt, String recheck,
        boolean recheckPassed) {

    public boolean signed() {
        return onReceipt.signerSubject() != null;
    }
}
