/**
 * The streaming XML engine: Santuario's StAX inbound API ({@code XMLSec.getInboundWSSec}) in place of its DOM API,
 * over the JDK's StAX reader with the DOM parser's limits. The document is checked by the same rules as the DOM
 * engine's ({@link org.etp.ac.xml.CheckedDocument}) on a compact tree; Santuario verifies with the registry's key
 * only, never seeing the document's KeyInfo (its streaming API would otherwise build its key from a KeyValue
 * there); and the value is read from the events Santuario let through. Entry point:
 * {@link org.etp.ac.xml.stax.StaxCertificateCodec}.
 */
package org.etp.ac.xml.stax;
