package org.etp.ac.xml;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.w3c.dom.Document;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The one way received XML becomes a DOM: the JDK's own parser (never whichever one the classpath
 * offers), namespace aware, no DOCTYPE at all — which rules out internal and external entities and
 * DTD loading at the source — no XInclude, secure processing with tight limits, and a bounded input.
 * Comments, CDATA and processing instructions are kept in the tree so that {@link XmlDocumentCheck}
 * can refuse them. One builder per thread, because builders are not thread-safe and cost more to make
 * than to reuse.
 */
final class SecureXmlParser {

    /** The frame payload bound of the wire protocol. */
    static final int MAX_BYTES = XmlLimits.MAX_BYTES;

    private static final ThreadLocal<DocumentBuilder> BUILDERS = ThreadLocal.withInitial(SecureXmlParser::newBuilder);

    private SecureXmlParser() {
    }

    static Document parse(byte[] encoded) throws VerificationException {
        return parse(encoded, MAX_BYTES);
    }

    /** As {@link #parse(byte[])}, up to {@code maxBytes}: more than {@link #MAX_BYTES} for measurement only. */
    static Document parse(byte[] encoded, int maxBytes) throws VerificationException {
        XmlLimits.checkSize(encoded, maxBytes);
        try {
            return BUILDERS.get().parse(new InputSource(new ByteArrayInputStream(encoded)));
        } catch (SAXException | IOException e) {
            throw new VerificationException(Reason.MALFORMED, "the certificate is not well-formed XML: "
                    + e.getMessage(), e);
        }
    }

    /** An empty document for the encoder, from the same per-thread builder. */
    static Document newDocument() {
        return BUILDERS.get().newDocument();
    }

    private static DocumentBuilder newBuilder() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setValidating(false);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            factory.setIgnoringComments(false);
            factory.setCoalescing(false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            // belt and braces: no entity can be declared without a DOCTYPE, should one ever get through;
            // the character references and &amp; &lt; ... of an ordinary document count against these too
            for (String limit : XmlLimits.ENTITY_LIMITS) {
                factory.setAttribute(XmlLimits.JDK_LIMIT + limit, XmlLimits.ENTITY_LIMIT);
            }
            factory.setAttribute(XmlLimits.JDK_LIMIT + "maxElementDepth", XmlLimits.MAX_DEPTH);
            factory.setAttribute(XmlLimits.JDK_LIMIT + "elementAttributeLimit", Integer.toString(XmlLimits.MAX_ATTRIBUTES));
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entities are not resolved");
            });
            builder.setErrorHandler(FAIL_SILENTLY);
            return builder;
        } catch (ParserConfigurationException | IllegalArgumentException e) {
            throw new IllegalStateException("the JDK XML parser does not support the secure settings", e);
        }
    }

    /** Fails on every error and warns nobody: the default handler would print each bad input to stderr. */
    private static final ErrorHandler FAIL_SILENTLY = new ErrorHandler() {
        @Override
        public void warning(SAXParseException exception) {
        }

        @Override
        public void error(SAXParseException exception) throws SAXException {
            throw exception;
        }

        @Override
        public void fatalError(SAXParseException exception) throws SAXException {
            throw exception;
        }
    };
}
