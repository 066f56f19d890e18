package org.etp.ac.xml.template;

import java.security.PublicKey;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlServedBy;

/**
 * The template engine (after Makino et al., "Improving WS-Security Performance with a Template-Based Approach"):
 * templates learned from documents the DOM engine accepted, and the matching of a message against them. A match
 * yields a {@link DecodedCertificate} that the verifier treats like any other; a miss says why, and the message
 * goes to the DOM engine. This engine never refuses a message: it serves it, or leaves it to the DOM engine.
 * Thread-safe: templates are immutable, the store is bounded and locked briefly.
 */
public final class TemplateEngine {

    /** Default bounds: enough for every shape the three profiles take, a few MB at most. */
    public static final int DEFAULT_MAX_TEMPLATES = 256;
    public static final long DEFAULT_MAX_BYTES = 32L << 20;

    private final TemplateStore store;
    /**
     * The template that last served a message on this thread, tried first: a stream of prescriptions is mostly
     * of one shape, and trying it saves hashing the whole message for its key and taking the store's lock. The
     * key only ever narrowed the candidates; a template serves a message only if the message matches it byte for
     * byte, whichever way it was found.
     */
    private final ThreadLocal<Template> recent = new ThreadLocal<>();
    private final int maxDocumentBytes;

    public TemplateEngine(int maxTemplates, long maxBytes) {
        this(maxTemplates, maxBytes, Bounds.PRODUCTION);
    }

    /** An engine that matches documents up to {@code bounds}' size: beyond production, for measurement only. */
    public TemplateEngine(int maxTemplates, long maxBytes, Bounds bounds) {
        this.store = new TemplateStore(maxTemplates, maxBytes);
        this.maxDocumentBytes = bounds.maxDocumentBytes();
    }

    public static TemplateEngine withDefaultBounds() {
        return new TemplateEngine(DEFAULT_MAX_TEMPLATES, DEFAULT_MAX_BYTES);
    }

    /** Matches {@code encoded} against the learned templates; never throws. */
    public Match match(byte[] encoded) {
        if (encoded == null || encoded.length == 0 || encoded.length > maxDocumentBytes) {
            return Match.miss(XmlServedBy.Fallback.NO_TEMPLATE);
        }
        Template tried = recent.get();
        Template.Values triedValues = tried == null ? null : tried.match(encoded);
        if (triedValues != null && triedValues.miss() == null) {
            return serve(tried, encoded, triedValues);
        }
        XmlServedBy.Fallback miss = XmlServedBy.Fallback.NO_TEMPLATE;
        for (Template template : store.lookup(Skeleton.key(encoded))) {
            Template.Values values = template == tried ? triedValues : template.match(encoded);
            if (values.miss() != null) {
                miss = values.miss();
                continue;
            }
            recent.set(template);
            return serve(template, encoded, values);
        }
        return Match.miss(miss);
    }

    private static Match serve(Template template, byte[] encoded, Template.Values values) {
        try {
            return new Match(TemplateCertificate.of(template, encoded.clone(), values), null);
        } catch (VerificationException e) {
            return Match.miss(XmlServedBy.Fallback.REFUSED);
        }
    }

    /**
     * Learns the shape of {@code encoded}, which the DOM engine has just accepted with the registry's {@code key}.
     *
     * @return whether a template now serves this shape
     */
    public boolean learn(byte[] encoded, PublicKey key) {
        Template template = TemplateLearner.learn(encoded.clone(), key, maxDocumentBytes);
        if (template == null) {
            return false;
        }
        store.add(template);
        return true;
    }

    /** How many templates are held. */
    public int size() {
        return store.size();
    }

    /** Roughly how many bytes the templates hold. */
    public long footprint() {
        return store.footprint();
    }

    /** A match: the certificate to verify, or the reason the DOM engine must serve the message. */
    public record Match(DecodedCertificate certificate, XmlServedBy.Fallback miss) {

        static Match miss(XmlServedBy.Fallback reason) {
            return new Match(null, reason);
        }

        public boolean hit() {
            return certificate != null;
        }
    }
}
