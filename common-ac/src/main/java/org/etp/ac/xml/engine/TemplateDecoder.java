package org.etp.ac.xml.engine;

import java.security.PublicKey;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.Decoder;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlServedBy;
import org.etp.ac.xml.XmlServedBy.Fallback;
import org.etp.ac.xml.template.TemplateEngine;

/**
 * The template engine of one receiver: a message of a learned shape is served from its template, and decided by
 * the DOM engine if the receiver refuses it there; any other message goes to the DOM engine, and its shape is
 * learned once the receiver accepted it — only a shape no template has, or one whose constants differ.
 */
final class TemplateDecoder implements Decoder {

    private final Bounds bounds;
    private final TemplateEngine templates;

    TemplateDecoder(Bounds bounds) {
        this.bounds = bounds;
        this.templates = new TemplateEngine(TemplateEngine.DEFAULT_MAX_TEMPLATES, TemplateEngine.DEFAULT_MAX_BYTES,
                bounds);
    }

    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        TemplateEngine.Match match = templates.match(encoded);
        if (match.hit()) {
            return EngineCertificate.fastPath(match.certificate(), () -> leftToDom(encoded, Fallback.REFUSED));
        }
        return leftToDom(encoded, match.miss());
    }

    private DecodedCertificate leftToDom(byte[] encoded, Fallback miss) throws VerificationException {
        DecodedCertificate dom = XmlCertificateCodec.instance().decode(encoded, bounds);
        boolean learnable = miss == Fallback.NO_TEMPLATE || miss == Fallback.MISMATCH;
        return EngineCertificate.leftToDom(dom, miss, learnable ? key -> learn(encoded, key) : null);
    }

    private ServedBy learn(byte[] encoded, PublicKey signerKey) {
        return templates.learn(encoded, signerKey) ? XmlServedBy.TEMPLATE_LEARNED
                : XmlServedBy.fallback(Fallback.UNLEARNABLE);
    }
}
