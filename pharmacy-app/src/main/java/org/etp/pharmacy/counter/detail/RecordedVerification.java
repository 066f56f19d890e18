package org.etp.pharmacy.counter.detail;

import java.time.Instant;
import java.util.List;
import org.etp.ac.trust.RecordedRevocation;

/**
 * What the intake checked when a prescription arrived, as the store keeps it ({@code verification_outcome});
 * every part but the chain is null for an unsigned certificate.
 *
 * @param signerSerialHex the signer's certificate serial, in hex
 * @param chain           subjects from the signer's certificate up to the trust anchor
 * @param canonical       whether its encoding was checked to be the only one of its value
 * @param revocation      the signer's revocation status as recorded: its source and next update
 */
public record RecordedVerification(String signerSubject, String signerSerialHex, List<String> chain,
        boolean canonical, Instant checkedAt, Instant revocationCheckedAt, RecordedRevocation revocation) {

    public RecordedVerification {
        chain = List.copyOf(chain);
    }
}
