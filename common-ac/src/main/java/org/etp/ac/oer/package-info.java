/**
 * The OER form of the ETP attribute certificate: {@link org.etp.ac.oer.OerCertificateCodec}, the module
 * {@code etp-prescription.asn} and its RFC 5755 envelope in canonical OER (ITU-T X.696), as definitions for
 * Bouncy Castle's OER runtime. The values are the DER form's ({@link org.etp.ac.der.Asn1Mapping}), so both
 * forms decode to equal Java values; reading is strict — the canonical encoding only, checked in one pass over
 * the received bytes after the same definitions ({@code CanonicalOerReader}) — and every refusal is a
 * {@link org.etp.ac.rejection.VerificationException}.
 */
package org.etp.ac.oer;
