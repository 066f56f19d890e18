package org.etp.ac.xml.stax;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlLimits;

/**
 * The one way received XML becomes a stream of events: the JDK's own StAX reader (never whichever one the
 * classpath offers — Woodstox is there for Santuario), namespace aware, no DTD support and no external entities,
 * CDATA reported as such, and the same depth and entity limits as the DOM parser ({@link XmlLimits}). A DOCTYPE
 * is refused as soon as it is read. The factory is configured once and is safe to share.
 */
final class StaxParser {

    private static final XMLInputFactory FACTORY = newFactory();

    private StaxParser() {
    }

    static XMLStreamReader open(byte[] encoded) throws VerificationException {
        requireUtf8(encoded);
        try {
            return FACTORY.createXMLStreamReader(new ByteArrayInputStream(encoded));
        } catch (XMLStreamException e) {
            throw new VerificationException(Reason.MALFORMED, "the certificate is not well-formed XML: "
                    + e.getMessage(), e);
        }
    }

    /**
     * Refuses bytes that are not UTF-8 before the reader sees them: the DOM engine refuses them too (a document must
     * be UTF-8), and the JDK's StAX reader would print each such input to stderr before throwing.
     */
    private static void requireUtf8(byte[] encoded) throws VerificationException {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(encoded));
        } catch (CharacterCodingException e) {
            throw new VerificationException(Reason.MALFORMED, "the certificate is not well-formed XML: not UTF-8", e);
        }
    }

    private static XMLInputFactory newFactory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_VALIDATING, false);
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        // an entity other than the five predefined ones surfaces as a reference, to be refused, never replaced
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_COALESCING, false);
        factory.setProperty("http://java.sun.com/xml/stream/properties/report-cdata-event", true);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        for (String limit : XmlLimits.ENTITY_LIMITS) {
            factory.setProperty(XmlLimits.JDK_LIMIT + limit, XmlLimits.ENTITY_LIMIT);
        }
        factory.setProperty(XmlLimits.JDK_LIMIT + "maxElementDepth", XmlLimits.MAX_DEPTH);
        factory.setProperty(XmlLimits.JDK_LIMIT + "elementAttributeLimit", Integer.toString(XmlLimits.MAX_ATTRIBUTES));
        // errors end the parse as exceptions; the default reporter would also print each bad input to stderr
        factory.setXMLReporter((message, type, related, location) -> {
        });
        factory.setXMLResolver((publicId, systemId, baseUri, namespace) -> {
            throw new XMLStreamException("external entities are not resolved");
        });
        return factory;
    }
}
