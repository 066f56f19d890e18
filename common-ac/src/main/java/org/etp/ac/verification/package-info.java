/**
 * The receiver's decision. {@link org.etp.ac.verification.PrescriptionVerifier} decodes, looks the issuer up
 * in the trusted registry, verifies with the registered key, checks validity and content, and is the only
 * maker of {@link org.etp.ac.verification.VerifiedPrescription}. It fails closed: every refusal is a
 * {@link org.etp.ac.rejection.VerificationException} with a {@link org.etp.ac.rejection.Reason}. It knows no form:
 * each is decoded by the {@link org.etp.ac.codec.DecodingEngine} the verifier was made with (its codec's own unless
 * another is given, as the XML engines are), and the decoded certificate says how it was served
 * ({@link org.etp.ac.codec.ServedBy}), which way decides it when a check refuses it, and what is learned when it
 * is accepted.
 */
package org.etp.ac.verification;
