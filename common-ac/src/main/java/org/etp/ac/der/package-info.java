/**
 * The DER form of the ETP attribute certificate: {@link org.etp.ac.der.DerCertificateCodec}, written and read
 * after the ASN.1 module {@code etp-prescription.asn} beside it. Reading is strict — one canonical DER
 * encoding, one structure, an allow-list of algorithms — and every refusal is a
 * {@link org.etp.ac.rejection.VerificationException}; one small class per content type maps the
 * prescription model to its ASN.1 and quotes the definition it follows. {@link org.etp.ac.der.Asn1Mapping}
 * lends that mapping, and the strict DER check, to the other encoding of the same module (the OER form).
 */
package org.etp.ac.der;
