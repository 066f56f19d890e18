/**
 * The form switch: {@link org.etp.ac.codec.WireFormat} hands out the {@link org.etp.ac.codec.CertificateCodec}
 * of each form (DER, XML, OER). Receiving is split into decode, verify and parse so that each stage can be
 * timed; {@link org.etp.ac.codec.SignedInfoCertificate} is the verify stage of the forms that sign their own
 * encoding of the certificate info, {@link org.etp.ac.codec.ServedBy} says which codec or XML engine served a
 * received certificate. Each form describes itself through its codec
 * ({@link org.etp.ac.codec.FormDescription}: code, name, media type, first bytes, the heading of its dump), so
 * that nothing outside a form's own package keeps a list of forms.
 */
package org.etp.ac.codec;
