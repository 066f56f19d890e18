package org.etp.ac.receipt;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.BERTags;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERPrintableString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * A pharmacy's answer to a status request, the payload of an ACCEPTED STATUS response: one entry per
 * requested ID, in the request's order.
 *
 * <pre>
 * StatusAnswer ::= SEQUENCE SIZE (1..100) OF StatusEntry
 *
 * StatusEntry ::= SEQUENCE {
 *     prescriptionId  PrintableString (SIZE (20)),
 *     CHOICE {
 *         receipt     Receipt,                  -- the latest receipt
 *         receivedAt  [0] IMPLICIT GeneralizedTime } OPTIONAL  -- only when asked: received, no outcome yet
 * }                                          -- neither: nothing for you (unknown, not yours, no outcome yet)
 *
 * Receipt ::= SEQUENCE {
 *     format       INTEGER,                  -- the wire format code: 1 DER, 2 XML, 3 OER
 *     certificate  OCTET STRING,             -- the pharmacy-signed audit certificate in that form
 *     signer       [0] IMPLICIT SEQUENCE SIZE (1..4) OF Certificate OPTIONAL }  -- only when asked ({@link SignerChain})
 * </pre>
 */
public record StatusAnswer(List<StatusEntry> entries) {

    /** The context tag of {@code receivedAt}. */
    static final int RECEIVED_AT_TAG = 0;

    public StatusAnswer {
        if (entries == null) {
            throw new IllegalArgumentException("a status answer needs entries");
        }
        entries = List.copyOf(entries);
        if (entries.isEmpty() || entries.size() > StatusRequest.MAX_IDS) {
            throw new IllegalArgumentException("a status answer has 1 to " + StatusRequest.MAX_IDS + " entries");
        }
        if (new HashSet<>(entries.stream().map(StatusEntry::prescriptionId).toList()).size() != entries.size()) {
            throw new IllegalArgumentException("a status answer names each prescription once");
        }
    }

    /** The entry for {@code id}, if the answer has one. */
    public Optional<StatusEntry> entry(PrescriptionId id) {
        return entries.stream().filter(e -> e.prescriptionId().equals(id)).findFirst();
    }

    public byte[] encode() {
        ASN1Encodable[] out = new ASN1Encodable[entries.size()];
        for (int i = 0; i < out.length; i++) {
            StatusEntry entry = entries.get(i);
            DERPrintableString id = new DERPrintableString(entry.prescriptionId().value(), true);
            out[i] = entry.receipt().map(r -> new DERSequence(new ASN1Encodable[] {id, receipt(r, entry.signer())}))
                    .or(() -> entry.receivedAt().map(at -> new DERSequence(new ASN1Encodable[] {id,
                        new DERTaggedObject(false, RECEIVED_AT_TAG, StrictDer.time(at))})))
                    .orElseGet(() -> new DERSequence(id));
        }
        return StrictDer.der(new DERSequence(out));
    }

    /**
     * Strictly decodes an answer of at most {@code maxLength} bytes.
     *
     * @throws VerificationException {@code MALFORMED} or {@code NON_CANONICAL}
     */
    public static StatusAnswer decode(byte[] encoded, int maxLength) throws VerificationException {
        ASN1Sequence all = StrictDer.sequence(StrictDer.sequence(encoded, maxLength, "the status answer"), 1,
                StatusRequest.MAX_IDS, "the status answer");
        List<StatusEntry> entries = new ArrayList<>(all.size());
        try {
            for (ASN1Encodable value : all) {
                ASN1Sequence entry = StrictDer.sequence(value, 1, 2, "a status entry");
                PrescriptionId id = new PrescriptionId(StrictDer.printable(entry.getObjectAt(0), "prescriptionId"));
                Optional<EncodedReceipt> receipt = Optional.empty();
                Optional<Instant> receivedAt = Optional.empty();
                Optional<SignerChain> signer = Optional.empty();
                if (entry.size() == 2 && entry.getObjectAt(1) instanceof ASN1TaggedObject tagged) {
                    receivedAt = Optional.of(receivedAt(tagged));
                } else if (entry.size() == 2) {
                    ASN1Sequence fields = StrictDer.sequence(entry.getObjectAt(1), 2, 3, "a receipt");
                    receipt = Optional.of(new EncodedReceipt(
                            WireFormat.fromCode(StrictDer.smallInteger(fields.getObjectAt(0), "format")),
                            StrictDer.octets(fields.getObjectAt(1), "certificate")));
                    if (fields.size() == 3) {
                        signer = Optional.of(SignerChain.decode(fields.getObjectAt(2)));
                    }
                }
                entries.add(new StatusEntry(id, receipt, receivedAt, signer));
            }
            return new StatusAnswer(entries);
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.MALFORMED, "the status answer is invalid: " + e.getMessage(), e);
        }
    }

    private static DERSequence receipt(EncodedReceipt receipt, Optional<SignerChain> signer) {
        ASN1EncodableVector fields = new ASN1EncodableVector(3);
        fields.add(new ASN1Integer(receipt.format().code()));
        fields.add(new DEROctetString(receipt.bytes()));
        signer.ifPresent(chain -> fields.add(chain.encode()));
        return new DERSequence(fields);
    }

    private static Instant receivedAt(ASN1TaggedObject tagged) throws VerificationException {
        String expected = "a status entry's second field must be a receipt or receivedAt, [0] IMPLICIT"
                + " GeneralizedTime";
        if (tagged.getTagClass() != BERTags.CONTEXT_SPECIFIC || tagged.getTagNo() != RECEIVED_AT_TAG) {
            throw new VerificationException(Reason.MALFORMED, expected);
        }
        try {
            return StrictDer.time(tagged.getBaseUniversal(false, BERTags.GENERALIZED_TIME), "receivedAt");
        } catch (RuntimeException e) {
            throw new VerificationException(Reason.MALFORMED, expected, e);
        }
    }
}
