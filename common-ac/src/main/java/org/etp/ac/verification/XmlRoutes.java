package org.etp.ac.verification;

import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.stax.StaxCertificateCodec;
import org.etp.ac.xml.template.TemplateEngine;

/**
 * Sends an XML certificate the way the verifier's {@link XmlEngine} says, and says which way it went. The DOM
 * engine decides whatever another engine leaves: a streaming decode of an algorithm Santuario's streaming API
 * does not know, and every message the template engine does not serve. The template engine never refuses on
 * its own: a message that matched a template but failed a check there is decided again by the DOM engine, whose
 * reason is the one given. Templates are learned only from messages the DOM engine accepted. Every engine holds
 * documents to the verifier's {@link Bounds}.
 */
final class XmlRoutes {

    /** One decoder of the pipeline; the checks after decoding are the verifier's. */
    @FunctionalInterface
    interface Decoder {
        DecodedCertificate decode(byte[] encoded) throws VerificationException;
    }

    /** The verifier's pipeline after a given decoder. */
    @FunctionalInterface
    interface Pipeline {
        VerifiedPrescription verify(Decoder decoder, byte[] encoded, ServedBy servedBy, long start)
                throws VerificationException;
    }

    private final XmlEngine engine;
    private final Pipeline pipeline;
    private final Bounds bounds;
    private final Decoder dom;
    private final TemplateEngine templates;

    XmlRoutes(XmlEngine engine, Pipeline pipeline, Bounds bounds) {
        this.engine = engine;
        this.pipeline = pipeline;
        this.bounds = bounds;
        this.dom = encoded -> XmlCertificateCodec.instance().decode(encoded, bounds);
        this.templates = engine == XmlEngine.TEMPLATE ? new TemplateEngine(TemplateEngine.DEFAULT_MAX_TEMPLATES,
                TemplateEngine.DEFAULT_MAX_BYTES, bounds) : null;
    }

    XmlEngine engine() {
        return engine;
    }

    VerifiedPrescription verify(byte[] encoded) throws VerificationException {
        long start = System.nanoTime();
        return switch (engine) {
            case DOM -> pipeline.verify(dom, encoded, ServedBy.DOM, start);
            case STAX -> stax(encoded, start);
            case TEMPLATE -> template(encoded, start);
        };
    }

    private VerifiedPrescription stax(byte[] encoded, long start) throws VerificationException {
        DecodedCertificate decoded = StaxCertificateCodec.decode(encoded, bounds);
        if (decoded.signatureAlgorithm().filter(a -> !StaxCertificateCodec.verifies(a)).isPresent()) {
            return pipeline.verify(dom, encoded, ServedBy.fallback(ServedBy.Fallback.UNSUPPORTED), start);
        }
        return pipeline.verify(bytes -> decoded, encoded, ServedBy.STAX, start);
    }

    private VerifiedPrescription template(byte[] encoded, long start) throws VerificationException {
        TemplateEngine.Match match = templates.match(encoded);
        ServedBy.Fallback miss = match.miss();
        if (match.hit()) {
            try {
                return pipeline.verify(bytes -> match.certificate(), encoded, ServedBy.TEMPLATE, start);
            } catch (VerificationException refused) {
                miss = ServedBy.Fallback.REFUSED;
            }
        }
        // timed from the start: a fallback costs the template attempt too
        VerifiedPrescription verified = pipeline.verify(dom, encoded, ServedBy.fallback(miss), start);
        TrustedPrescriber signer = verified.signer().orElse(null);
        if (signer == null || miss != ServedBy.Fallback.NO_TEMPLATE && miss != ServedBy.Fallback.MISMATCH) {
            return verified;
        }
        return templates.learn(encoded, signer.publicKey()) ? verified.servedBy(ServedBy.TEMPLATE_LEARNED)
                : verified.servedBy(ServedBy.fallback(ServedBy.Fallback.UNLEARNABLE));
    }
}
