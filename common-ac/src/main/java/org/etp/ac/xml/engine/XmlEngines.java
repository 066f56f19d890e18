package org.etp.ac.xml.engine;

import org.etp.ac.codec.DecodingEngine;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlEngine;

/**
 * The XML engines as a receiver is made with them: {@code new PrescriptionVerifier(registry, policy, clock,
 * XmlEngines.of(XmlEngine.TEMPLATE))}. The DOM engine decides whatever another engine leaves: a streaming decode
 * of an algorithm Santuario's streaming API does not know, and every message the template engine does not serve.
 * The template engine never refuses on its own: a message that matched a template but failed a check there is
 * decided again by the DOM engine, whose reason is the one given; templates are learned only from messages the DOM
 * engine accepted, once the receiver accepted them. Every engine holds documents to the receiver's bounds.
 */
public final class XmlEngines {

    private XmlEngines() {
    }

    /** {@code engine} as the decoding engine of XML. */
    public static DecodingEngine of(XmlEngine engine) {
        return switch (engine) {
            case DOM -> XmlCertificateCodec.instance().engine();
            case STAX -> new DecodingEngine(WireFormat.XML, engine.id(), StaxDecoder::new);
            case TEMPLATE -> new DecodingEngine(WireFormat.XML, engine.id(), TemplateDecoder::new);
        };
    }
}
