/**
 * The form switch: {@link org.etp.ac.codec.WireFormat} hands out the {@link org.etp.ac.codec.CertificateCodec}
 * of each form (DER, XML, OER). Receiving is split into decode, verify and parse so that each stage can be
 * timed; {@link org.etp.ac.codec.SignedInfoCertificate} is the verify stage of the forms that sign their own
 * encoding of the certificate info, {@link org.etp.ac.codec.ServedBy} says which codec or XML engine served a
 * received certificate, and {@link org.etp.ac.codec.EncodingDump} shows any form to a person.
 */
package org.etp.ac.codec;
