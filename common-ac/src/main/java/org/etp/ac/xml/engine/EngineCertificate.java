package org.etp.ac.xml.engine;

import java.security.PublicKey;
import java.util.Optional;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.ForwardingDecodedCertificate;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlServedBy;

/**
 * A certificate as an engine served it: the stages are the decoded certificate's own; the way, what decides when
 * the receiver refuses it and what is learned when the receiver accepts it are the engine's.
 */
final class EngineCertificate extends ForwardingDecodedCertificate {

    /** The trusted path's decoding of the same bytes. */
    @FunctionalInterface
    interface Trusted {
        DecodedCertificate decode() throws VerificationException;
    }

    /** What an engine learns from a message the receiver accepted; says how it was served in the end. */
    @FunctionalInterface
    interface Learner {
        ServedBy learn(PublicKey signerKey);
    }

    private final ServedBy servedBy;
    private final Trusted onRefusal;
    private final Learner onAcceptance;

    private EngineCertificate(DecodedCertificate decoded, ServedBy servedBy, Trusted onRefusal,
            Learner onAcceptance) {
        super(decoded);
        this.servedBy = servedBy;
        this.onRefusal = onRefusal;
        this.onAcceptance = onAcceptance;
    }

    /** A fast path's certificate, which {@code trusted} decides when the receiver refuses it. */
    static EngineCertificate fastPath(DecodedCertificate decoded, Trusted trusted) {
        return new EngineCertificate(decoded, decoded.servedBy(), trusted, null);
    }

    /** The DOM engine's certificate of a message another engine left to it; {@code learner} may be null. */
    static EngineCertificate leftToDom(DecodedCertificate dom, XmlServedBy.Fallback reason, Learner learner) {
        return new EngineCertificate(dom, XmlServedBy.fallback(reason), null, learner);
    }

    @Override
    public ServedBy servedBy() {
        return servedBy;
    }

    @Override
    public Optional<DecodedCertificate> decideAgain() throws VerificationException {
        return onRefusal == null ? Optional.empty() : Optional.of(onRefusal.decode());
    }

    @Override
    public ServedBy accepted(PublicKey signerKey) {
        return onAcceptance == null ? servedBy : onAcceptance.learn(signerKey);
    }
}
