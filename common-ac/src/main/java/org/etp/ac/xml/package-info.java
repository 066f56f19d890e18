/**
 * The XML form of the ETP attribute certificate: a document in the namespace
 * {@code urn:oid:2.25.233111221801961609344769738297214442705.3.1} that mirrors the ASN.1 module field
 * by field ({@code etp-prescription.xsd} beside this package's resources), signed with an enveloped
 * XML-DSig signature by Apache Santuario (DOM).
 *
 * <p>Receiving follows Santuario's threat model: the library checks a signature, but does not say that
 * it covers what is read, nor that the key is trusted. So the decoder admits one signature shape only
 * ({@code XmlSignatureProfile}), whose one Reference covers the whole document; the reader
 * reads the very root that was covered; and the key always comes from the caller's trusted registry.
 * Entry point: {@link org.etp.ac.xml.XmlCertificateCodec}.
 *
 * <p>The rules that decide are kept apart from the DOM: {@link org.etp.ac.xml.CheckedDocument} checks a DOM or an
 * {@link org.etp.ac.xml.XmlTree} (the compact tree the other engines build) with the same code, so that every
 * {@link org.etp.ac.xml.XmlEngine} admits the same documents for the same reasons; the streaming and template
 * engines live in the subpackages {@code stax} and {@code template}, and {@code engine} makes each
 * {@link org.etp.ac.xml.XmlEngine} a receiver's decoding engine. {@link org.etp.ac.xml.XmlServedBy} names the
 * ways an XML message can be served.
 */
package org.etp.ac.xml;
