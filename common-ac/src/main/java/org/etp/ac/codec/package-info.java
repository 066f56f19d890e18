/**
 * The form switch: {@link org.etp.ac.codec.WireFormat} hands out the {@link org.etp.ac.codec.CertificateCodec}
 * of each form. Receiving is split into decode, verify and parse so that each stage can be timed.
 */
package org.etp.ac.codec;
