package org.etp.ac.xml.stax;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;

/**
 * Hands Santuario every event of the document but the {@code ds:KeyInfo} of its signature. Santuario's streaming
 * API makes its verification key from a KeyInfo it finds ({@code KeyValue}, {@code X509Data}) and then ignores
 * the key it was given; without a KeyInfo it can only use the registry's key. KeyInfo is covered by neither the
 * digest (the enveloped-signature transform leaves the whole Signature out) nor the signature (which covers
 * SignedInfo only), so withholding it changes nothing that is verified. The KeyInfo was checked with the rest of
 * the document before this pass, as the DOM engine checks it; the certificates it may carry were read there, for
 * the trust registry to validate, never as a key.
 */
final class KeyInfoWithholder extends StreamReaderDelegate {

    private static final String DS = "http://www.w3.org/2000/09/xmldsig#";

    private int depth;
    private int signatureDepth = -1;

    KeyInfoWithholder(XMLStreamReader reader) {
        super(reader);
    }

    @Override
    public int next() throws XMLStreamException {
        int event = super.next();
        if (event == XMLStreamConstants.START_ELEMENT && signatureDepth >= 0 && depth == signatureDepth
                && is("KeyInfo")) {
            skipSubtree();
            event = super.next();
        }
        track(event);
        return event;
    }

    private void track(int event) {
        if (event == XMLStreamConstants.START_ELEMENT) {
            depth++;
            if (signatureDepth < 0 && is("Signature")) {
                signatureDepth = depth;
            }
        } else if (event == XMLStreamConstants.END_ELEMENT) {
            if (depth == signatureDepth) {
                signatureDepth = -1;
            }
            depth--;
        }
    }

    private void skipSubtree() throws XMLStreamException {
        for (int open = 1; open > 0; ) {
            int event = super.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                open++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                open--;
            }
        }
    }

    private boolean is(String localName) {
        return DS.equals(getNamespaceURI()) && localName.equals(getLocalName());
    }

    @Override
    public int nextTag() throws XMLStreamException {
        int event = next();
        while (event == XMLStreamConstants.CHARACTERS && isWhiteSpace() || event == XMLStreamConstants.SPACE
                || event == XMLStreamConstants.COMMENT || event == XMLStreamConstants.PROCESSING_INSTRUCTION) {
            event = next();
        }
        if (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT) {
            throw new XMLStreamException("expected a start or end tag", getLocation());
        }
        return event;
    }
}
