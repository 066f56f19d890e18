package org.etp.ac.verification;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.ValidityPeriod;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.xml.XmlEngine;

/**
 * Decides whether a received certificate is a genuine prescription: strictly decoded, signed by the
 * registered key of the prescriber it names (the key comes from the {@link PrescriberRegistry}, never
 * from the message), by an allowed algorithm, valid now, and with valid content that names its signer.
 * Fails closed; thread-safe.
 */
public final class PrescriptionVerifier {

    private final PrescriberRegistry registry;
    private final VerificationPolicy policy;
    private final Clock clock;
    private final Bounds bounds;
    private final XmlRoutes xml;

    /** A verifier that verifies XML with the DOM engine. */
    public PrescriptionVerifier(PrescriberRegistry registry, VerificationPolicy policy, Clock clock) {
        this(registry, policy, clock, XmlEngine.DOM);
    }

    /** A verifier that verifies XML with {@code xmlEngine}; every engine reaches the same decisions. */
    public PrescriptionVerifier(PrescriberRegistry registry, VerificationPolicy policy, Clock clock,
            XmlEngine xmlEngine) {
        this(registry, policy, clock, xmlEngine, Bounds.PRODUCTION);
    }

    /**
     * A verifier that holds messages to {@code bounds} rather than {@link Bounds#PRODUCTION}: for measuring how
     * the engines scale with a document's size, never for service.
     */
    public static PrescriptionVerifier forMeasurement(PrescriberRegistry registry, VerificationPolicy policy,
            Clock clock, XmlEngine xmlEngine, Bounds bounds) {
        return new PrescriptionVerifier(registry, policy, clock, xmlEngine, bounds);
    }

    private PrescriptionVerifier(PrescriberRegistry registry, VerificationPolicy policy, Clock clock,
            XmlEngine xmlEngine, Bounds bounds) {
        this.registry = registry;
        this.policy = policy;
        this.clock = clock;
        this.bounds = Objects.requireNonNull(bounds, "bounds");
        this.xml = new XmlRoutes(xmlEngine, this::verify, bounds);
    }

    public XmlEngine xmlEngine() {
        return xml.engine();
    }

    /** The bounds messages are held to: {@link Bounds#PRODUCTION} but in a measurement. */
    public Bounds bounds() {
        return bounds;
    }

    /**
     * Verifies {@code encoded} as a certificate in {@code format}; {@link VerifiedPrescription#servedBy()} says
     * which way it went.
     *
     * @throws VerificationException with the reason of the first check that failed
     */
    public VerifiedPrescription verify(WireFormat format, byte[] encoded) throws VerificationException {
        if (format == WireFormat.XML) {
            return xml.verify(encoded);
        }
        return verify(format.codec()::decode, encoded, ServedBy.CODEC, System.nanoTime());
    }

    /** Decodes with {@code decoder} (timed from {@code start}) and makes every check that follows decoding. */
    private VerifiedPrescription verify(XmlRoutes.Decoder decoder, byte[] encoded, ServedBy servedBy, long start)
            throws VerificationException {
        Instant now = clock.instant();
        DecodedCertificate decoded = decoder.decode(encoded);
        long decodedAt = System.nanoTime();
        TrustedPrescriber signer = checkSignature(decoded, now);
        long verifiedAt = System.nanoTime();
        PrescriptionCertificate certificate = decoded.parse();
        long parsedAt = System.nanoTime();
        checkBounds(certificate);
        checkValidity(certificate.validity(), now);
        if (signer != null) {
            checkContentNames(certificate, signer.identity());
        }
        checkNomination(certificate);
        var timings = new StageNanos(decodedAt - start, verifiedAt - decodedAt, parsedAt - verifiedAt);
        return new VerifiedPrescription(certificate, decoded.format(), signer, encoded, now, timings, servedBy);
    }

    private TrustedPrescriber checkSignature(DecodedCertificate decoded, Instant now) throws VerificationException {
        if (decoded.signatureAlgorithm().isEmpty()) {
            if (policy.acceptUnsigned()) {
                return null;
            }
            throw new VerificationException(Reason.UNSIGNED, "the certificate carries no signature");
        }
        SignatureAlgorithm algorithm = decoded.signatureAlgorithm().get();
        if (!policy.allowedAlgorithms().contains(algorithm)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM, algorithm.id() + " is not allowed here");
        }
        TrustedPrescriber signer = registry.lookup(decoded.issuer(), algorithm, now);
        decoded.verifySignature(signer.publicKey());
        return signer;
    }

    private void checkBounds(PrescriptionCertificate certificate) throws VerificationException {
        try {
            bounds.check(certificate.content());
        } catch (IllegalArgumentException e) {
            throw new VerificationException(Reason.BAD_CONTENT, e.getMessage());
        }
    }

    private void checkValidity(ValidityPeriod validity, Instant now) throws VerificationException {
        if (now.plus(policy.clockSkew()).isBefore(validity.notBefore())) {
            throw new VerificationException(Reason.NOT_YET_VALID, "the certificate is valid from " + validity.notBefore());
        }
        if (now.isAfter(validity.notAfter())) {
            throw new VerificationException(Reason.EXPIRED, "the certificate expired at " + validity.notAfter());
        }
    }

    /**
     * A pharmacy takes only the prescriptions nominated to it, and any prescription nominated to no pharmacy
     * (the patient presents its token wherever they choose). An exemption or an audit record is not a
     * prescription to dispense, so its nomination is not checked.
     */
    private void checkNomination(PrescriptionCertificate certificate) throws VerificationException {
        if (policy.pharmacyOdsCode().isEmpty() || !(certificate.content() instanceof Prescription prescription)) {
            return;
        }
        if (prescription.nominatedPharmacy().isEmpty()) {
            return;
        }
        String nominated = prescription.nominatedPharmacy().get().odsCode();
        if (!nominated.equals(policy.pharmacyOdsCode().get())) {
            throw new VerificationException(Reason.WRONG_PHARMACY, "the prescription is nominated to " + nominated);
        }
    }

    /** A prescriber may sign only prescriptions that name them and their own organisation. */
    private static void checkContentNames(PrescriptionCertificate certificate, PrescriberIdentity signer)
            throws VerificationException {
        Prescription prescription = certificate.prescription().orElse(null);
        if (prescription == null) {
            return;
        }
        if (!prescription.prescriber().equals(signer.prescriber())) {
            throw new VerificationException(Reason.BAD_CONTENT, "the prescription names a prescriber other than its signer");
        }
        if (!prescription.organisation().equals(signer.organisation())) {
            throw new VerificationException(Reason.BAD_CONTENT,
                    "the prescription names an organisation other than its signer's");
        }
    }
}
