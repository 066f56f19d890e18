/**
 * The form switch: {@link org.etp.ac.codec.WireFormat} hands out the {@link org.etp.ac.codec.CertificateCodec}
 * of each form (DER, XML, OER). Each form describes itself through its codec
 * ({@link org.etp.ac.codec.FormDescription}: code, name, media type, first bytes, the heading of its dump), so that
 * nothing outside a form's own package keeps a list of forms.
 *
 * <p>Receiving is split into decode, verify and parse so that each stage can be timed;
 * {@link org.etp.ac.codec.SignedInfoCertificate} is the verify stage of the forms that sign their own encoding of
 * the certificate info. A receiver decodes each form with a {@link org.etp.ac.codec.DecodingEngine} (its codec's
 * own, or another the form offers), and the {@link org.etp.ac.codec.DecodedCertificate} says which way served it
 * ({@link org.etp.ac.codec.ServedBy}, whose words are the form's), which way decides it again when the receiver
 * refuses it, and what the form learns when the receiver accepts it; an engine sets these on a
 * {@link org.etp.ac.codec.ForwardingDecodedCertificate}. Imports nothing of ours but the bottom packages,
 * {@code support} and, through {@code WireFormat.codec()}, each form's codec.
 */
package org.etp.ac.codec;
