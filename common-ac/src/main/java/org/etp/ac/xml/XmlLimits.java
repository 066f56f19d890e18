package org.etp.ac.xml;

import java.util.List;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;

/**
 * The bounds every XML engine holds a received document to, in one place: the size of the bytes, and the JDK
 * parser limits the DOM builder and the StAX reader are both given (depth, attributes per element, entity
 * expansion).
 */
public final class XmlLimits {

    /** The frame payload bound of the wire protocol. */
    public static final int MAX_BYTES = 1 << 20;

    /** The prefix of the JDK's parser limit properties. */
    public static final String JDK_LIMIT = "http://www.oracle.com/xml/jaxp/properties/";
    /** Deep enough for the signed audit certificate (about 10 levels), shallow enough for recursive code. */
    public static final String MAX_DEPTH = "32";
    /** Attributes per element, namespace declarations included: the JDK's own default, set explicitly for both. */
    public static final int MAX_ATTRIBUTES = 10_000;
    /** No more than a maximal document could hold; the JDK's 0 would mean no limit at all. */
    public static final String ENTITY_LIMIT = Integer.toString(MAX_BYTES);
    /** The JDK limits, by property suffix, each set to {@link #ENTITY_LIMIT} but the depth. */
    public static final List<String> ENTITY_LIMITS = List.of("entityExpansionLimit", "maxGeneralEntitySizeLimit",
            "maxParameterEntitySizeLimit", "totalEntitySizeLimit");

    private XmlLimits() {
    }

    /** Refuses empty input and input beyond {@link #MAX_BYTES}, before any parser sees it. */
    public static void checkSize(byte[] encoded) throws VerificationException {
        checkSize(encoded, MAX_BYTES);
    }

    /**
     * Refuses empty input and input beyond {@code maxBytes}, before any parser sees it: {@link #MAX_BYTES} in
     * service, more only for measurement ({@link org.etp.ac.prescription.Bounds}).
     */
    public static void checkSize(byte[] encoded, int maxBytes) throws VerificationException {
        if (encoded == null || encoded.length == 0) {
            throw new VerificationException(Reason.MALFORMED, "the certificate is empty");
        }
        if (encoded.length > maxBytes) {
            throw new VerificationException(Reason.MALFORMED, "the certificate is larger than " + maxBytes + " bytes");
        }
    }
}
