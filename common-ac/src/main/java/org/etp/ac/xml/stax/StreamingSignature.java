package org.etp.ac.xml.stax;

import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.stax.ext.InboundXMLSec;
import org.apache.xml.security.stax.ext.XMLSec;
import org.apache.xml.security.stax.ext.XMLSecurityConstants;
import org.apache.xml.security.stax.ext.XMLSecurityProperties;
import org.apache.xml.security.stax.securityEvent.AlgorithmSuiteSecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEventConstants;
import org.apache.xml.security.stax.securityEvent.TokenSecurityEvent;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.XmlTree;

/**
 * One pass of Santuario's streaming inbound API ({@code XMLSec.getInboundWSSec}) over the received bytes, with the
 * registry's key as the only verification key and the document's KeyInfo withheld ({@link KeyInfoWithholder}).
 * The events that come out of Santuario — the ones it digested — are read into a tree, so that the value is read
 * from exactly what was verified. Afterwards the security events Santuario reported must show one signature
 * value, checked with a default token (no key from the document) whose key is the registry's, by the expected
 * signature method.
 */
final class StreamingSignature {

    private StreamingSignature() {
    }

    /** Verifies {@code encoded} with {@code key}; returns the tree of the events Santuario let through. */
    static XmlTree verify(byte[] encoded, PublicKey key, SignatureAlgorithm algorithm) throws VerificationException {
        XMLSecurityProperties properties = new XMLSecurityProperties();
        properties.setSignatureVerificationKey(key);
        // the XML-DSig schema refuses base64 that Santuario's DOM API reads (a last digit with stray low bits, as
        // in 'liQ5='); the shape was checked strictly before this pass, as the DOM engine checks it
        properties.setDisableSchemaValidation(true);
        List<SecurityEvent> events = new ArrayList<>();
        XmlTree tree;
        try {
            InboundXMLSec inbound = XMLSec.getInboundWSSec(properties);
            XMLStreamReader source = StaxParser.open(encoded);
            XMLStreamReader verified = inbound.processInMessage(new KeyInfoWithholder(source), null, events::add);
            tree = StaxTreeReader.read(verified, source);
        } catch (XMLSecurityException | XMLStreamException | RuntimeException e) {
            throw new VerificationException(Reason.BAD_SIGNATURE, "the signature does not verify: " + e.getMessage(),
                    e);
        } catch (VerificationException e) {
            // Santuario reports a bad digest or signature from inside the stream, as a stream error
            throw new VerificationException(Reason.BAD_SIGNATURE, "the signature does not verify: " + e.getMessage(),
                    e);
        }
        checkEvents(events, key, algorithm);
        return tree;
    }

    private static void checkEvents(List<SecurityEvent> events, PublicKey key, SignatureAlgorithm algorithm)
            throws VerificationException {
        int signatureValues = 0;
        int tokens = 0;
        boolean methodSeen = false;
        for (SecurityEvent event : events) {
            if (SecurityEventConstants.SignatureValue.equals(event.getSecurityEventType())) {
                signatureValues++;
            } else if (event instanceof TokenSecurityEvent<?> token) {
                tokens++;
                if (!SecurityEventConstants.DefaultToken.equals(event.getSecurityEventType())
                        || !sameKey(token, key)) {
                    throw refused("the signature was checked with a key other than the registry's");
                }
            } else if (event instanceof AlgorithmSuiteSecurityEvent suite
                    && XMLSecurityConstants.Asym_Sig.equals(suite.getAlgorithmUsage())) {
                if (!algorithm.xmlUri().equals(suite.getAlgorithmURI())) {
                    throw refused("the signature was checked by another signature method");
                }
                methodSeen = true;
            }
        }
        if (signatureValues != 1 || tokens != 1 || !methodSeen) {
            throw refused("the streaming verifier did not check exactly one signature with the registry's key");
        }
    }

    private static boolean sameKey(TokenSecurityEvent<?> token, PublicKey key) {
        try {
            PublicKey used = token.getSecurityToken().getPublicKey();
            return used != null && Arrays.equals(used.getEncoded(), key.getEncoded());
        } catch (XMLSecurityException e) {
            return false;
        }
    }

    private static VerificationException refused(String message) {
        return new VerificationException(Reason.BAD_SIGNATURE, message);
    }
}
