package org.etp.ac.verification;

import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.Decoder;
import org.etp.ac.codec.DecodingEngine;
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
import org.etp.ac.trust.RevokedSinceException;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.wire.Attachment;

/**
 * Decides whether a received certificate is a genuine prescription: strictly decoded, signed by the
 * key of the prescriber it names (the key comes from the {@link PrescriberRegistry}: a registered certificate, or one
 * that travelled with the message and validated to a trust anchor; never a bare key from the message), by an allowed
 * algorithm, valid now, and with valid content that names its signer.
 * Fails closed; thread-safe.
 */
public final class PrescriptionVerifier {

    private final PrescriberRegistry registry;
    private final VerificationPolicy policy;
    private final Clock clock;
    private final Bounds bounds;
    private final Map<WireFormat, DecodingEngine> engines = new EnumMap<>(WireFormat.class);
    private final Map<WireFormat, Decoder> decoders = new EnumMap<>(WireFormat.class);

    /**
     * A verifier that decodes each form with {@code engines} where one is given for it (the XML engines, from
     * {@code org.etp.ac.xml.engine.XmlEngines}), else with its codec's own ({@link CertificateCodec#engine()});
     * every engine of a form reaches the same decisions.
     *
     * @throws IllegalArgumentException when two engines are given for one form
     */
    public PrescriptionVerifier(PrescriberRegistry registry, VerificationPolicy policy, Clock clock,
            DecodingEngine... engines) {
        this(registry, policy, clock, Bounds.PRODUCTION, engines);
    }

    /**
     * A verifier that holds messages to {@code bounds} rather than {@link Bounds#PRODUCTION}: for measuring how
     * the engines scale with a document's size, never for service.
     */
    public static PrescriptionVerifier forMeasurement(PrescriberRegistry registry, VerificationPolicy policy,
            Clock clock, Bounds bounds, DecodingEngine... engines) {
        return new PrescriptionVerifier(registry, policy, clock, bounds, engines);
    }

    private PrescriptionVerifier(PrescriberRegistry registry, VerificationPolicy policy, Clock clock, Bounds bounds,
            DecodingEngine... engines) {
        this.registry = registry;
        this.policy = policy;
        this.clock = clock;
        this.bounds = Objects.requireNonNull(bounds, "bounds");
        for (DecodingEngine engine : engines) {
            if (this.engines.putIfAbsent(engine.format(), engine) != null) {
                throw new IllegalArgumentException("two engines for " + engine.format().id());
            }
        }
        for (WireFormat format : WireFormat.values()) {
            DecodingEngine engine = this.engines.computeIfAbsent(format, f -> f.codec().engine());
            decoders.put(format, engine.decoder(bounds));
        }
    }

    /** The name of the engine that decodes {@code format}: {@code codec} for a form's own, or an engine's. */
    public String engine(WireFormat format) {
        return engines.get(format).id();
    }

    /** The bounds messages are held to: {@link Bounds#PRODUCTION} but in a measurement. */
    public Bounds bounds() {
        return bounds;
    }

    /**
     * Verifies {@code encoded} as a certificate in {@code format}; {@link VerifiedPrescription#servedBy()} says
     * which way it went. A certificate that a check refuses is decided again by the way its decoding names
     * ({@link DecodedCertificate#decideAgain()}), timed from the start: a fallback costs the first attempt too.
     *
     * @throws VerificationException with the reason of the first check that failed
     */
    public VerifiedPrescription verify(WireFormat format, byte[] encoded) throws VerificationException {
        return verify(format, encoded, Optional.empty());
    }

    /**
     * Verifies {@code encoded} as {@link #verify(WireFormat, byte[])} does, with what its frame carried beside it: the
     * signer's certificate chain and OCSP answer, validated before a key is taken from them. Without an
     * attachment, certificates the message itself carries are taken instead
     * ({@link DecodedCertificate#carriedCertificates()}: an XML signature's KeyInfo); without either, the registered
     * certificate of its issuer.
     *
     * @throws VerificationException with the reason of the first check that failed
     */
    public VerifiedPrescription verify(WireFormat format, byte[] encoded, Optional<Attachment> attachment)
            throws VerificationException {
        long start = System.nanoTime();
        Instant now = clock.instant();
        DecodedCertificate decoded = decoders.get(format).decode(encoded);
        try {
            return checked(decoded, encoded, attachment, now, start);
        } catch (VerificationException refused) {
            Instant again = clock.instant();
            DecodedCertificate decider = decoded.decideAgain().orElseThrow(() -> refused);
            return checked(decider, encoded, attachment, again, start);
        }
    }

    /** Every check that follows decoding, the decode timed from {@code start}; then the acceptance hook. */
    private VerifiedPrescription checked(DecodedCertificate decoded, byte[] encoded, Optional<Attachment> attachment,
            Instant now, long start) throws VerificationException {
        long decodedAt = System.nanoTime();
        Signer signer = checkSignature(decoded, attachment, now);
        long verifiedAt = System.nanoTime();
        PrescriptionCertificate certificate = decoded.parse();
        long parsedAt = System.nanoTime();
        signer.checkSignedBeforeRevocation(certificate.validity().notBefore());
        checkBounds(certificate);
        checkValidity(certificate.validity(), now);
        TrustedPrescriber trusted = signer.prescriber();
        if (trusted != null) {
            checkContentNames(certificate, trusted.identity());
        }
        checkNomination(certificate);
        var timings = new StageNanos(decodedAt - start, verifiedAt - decodedAt, parsedAt - verifiedAt);
        ServedBy servedBy = trusted == null ? decoded.servedBy() : decoded.accepted(trusted.publicKey());
        return new VerifiedPrescription(certificate, decoded.format(), trusted, encoded, now, timings, servedBy);
    }

    /**
     * The signer whose key verified the signature (no signer for an unsigned certificate a baseline policy accepts),
     * with the revocation it must have been signed before, when its certificate was revoked for a reason that counts
     * from its revocation time.
     */
    private record Signer(TrustedPrescriber prescriber, RevokedSinceException revokedSince) {

        static final Signer NONE = new Signer(null, null);

        /** Refuses, REVOKED, a certificate that says it was made at or after the signer's revocation. */
        void checkSignedBeforeRevocation(Instant signedAt) throws RevokedSinceException {
            if (revokedSince != null && !signedAt.isBefore(revokedSince.revokedAt())) {
                throw revokedSince;
            }
        }
    }

    private Signer checkSignature(DecodedCertificate decoded, Optional<Attachment> attachment, Instant now)
            throws VerificationException {
        if (decoded.signatureAlgorithm().isEmpty()) {
            if (policy.acceptUnsigned()) {
                return Signer.NONE;
            }
            throw new VerificationException(Reason.UNSIGNED, "the certificate carries no signature");
        }
        SignatureAlgorithm algorithm = decoded.signatureAlgorithm().get();
        if (!policy.allowedAlgorithms().contains(algorithm)) {
            throw new VerificationException(Reason.DISALLOWED_ALGORITHM, algorithm.id() + " is not allowed here");
        }
        List<byte[]> carried = attachment.map(Attachment::certificates).orElseGet(decoded::carriedCertificates);
        Signer signer;
        try {
            signer = new Signer(registry.signer(decoded.issuer(), algorithm, decoded.signerCertificate(), carried,
                    attachment.flatMap(Attachment::ocspResponse), now), null);
        } catch (RevokedSinceException revoked) {
            signer = new Signer(revoked.prescriber(), revoked);
        }
        decoded.verifySignature(signer.prescriber().publicKey());
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
