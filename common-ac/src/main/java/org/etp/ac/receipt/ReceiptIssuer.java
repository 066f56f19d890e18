package org.etp.ac.receipt;

import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.signing.SigningIdentity;

/**
 * Makes receipts: the {@code complex} profile's audit certificate about one prescription, issued and signed
 * by the pharmacy ({@code issuer} = its signing certificate's subject, {@code holder} = the patient). The first
 * verification result is always {@value #DIGEST_CHECK}, whose detail is the lower-case hex SHA-256 of the
 * prescription certificate's exact stored bytes: what binds the receipt to that one certificate.
 */
public final class ReceiptIssuer {

    /** The check name of the verification result that carries the prescription certificate's digest. */
    public static final String DIGEST_CHECK = "certificate-sha256";

    /** Receipts are evidence to keep: valid ten years from issue. */
    static final Duration VALIDITY = Duration.ofDays(3653);

    private final SigningIdentity pharmacy;

    public ReceiptIssuer(SigningIdentity pharmacy) {
        if (pharmacy == null) {
            throw new IllegalArgumentException("a receipt issuer needs the pharmacy's signing identity");
        }
        this.pharmacy = pharmacy;
    }

    /**
     * The receipt for {@code facts}, serial {@code serial}, in {@code format}, signed with the pharmacy's key.
     *
     * @throws CodecException when the codec cannot encode or sign it
     * @throws IllegalArgumentException when the facts do not fit an audit certificate (e.g. too many entries)
     */
    public EncodedReceipt issue(ReceiptFacts facts, BigInteger serial, WireFormat format) throws CodecException {
        return new EncodedReceipt(format, format.codec().encode(certificate(facts, serial), pharmacy));
    }

    /** The receipt as a value, unsigned. */
    public PrescriptionCertificate certificate(ReceiptFacts facts, BigInteger serial) {
        List<VerificationResult> results = new ArrayList<>();
        results.add(new VerificationResult(DIGEST_CHECK, true, facts.issuedAt(), sha256Hex(facts.prescriptionBytes())));
        results.addAll(facts.evidence());
        AuditRecord record = new AuditRecord(facts.prescription().prescription().orElseThrow(), results,
                facts.dispensed(), facts.history());
        return new PrescriptionCertificate(serial, pharmacy.subject(), facts.prescription().holder(),
                new ValidityPeriod(facts.issuedAt(), facts.issuedAt().plus(VALIDITY)), record);
    }

    /** Lower-case hex SHA-256 of {@code bytes}. */
    public static String sha256Hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
