/**
 * The form switch: {@link org.etp.ac.codec.WireFormat} hands out the {@link org.etp.ac.codec.CertificateCodec}
 * of each form. Receiving is split into decode, verify and parse so that each stage can be timed;
 * {@link org.etp.ac.codec.ServedBy} says which codec or XML engine served a received certificate.
 */
package org.etp.ac.codec;
