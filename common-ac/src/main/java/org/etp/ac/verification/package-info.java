/**
 * The receiver's decision. {@link org.etp.ac.verification.PrescriptionVerifier} decodes, looks the issuer up
 * in the trusted registry, verifies with the registered key, checks validity and content, and is the only
 * maker of {@link org.etp.ac.verification.VerifiedPrescription}. It fails closed: every refusal is a
 * {@link org.etp.ac.rejection.VerificationException} with a {@link org.etp.ac.rejection.Reason}. XML goes through the
 * {@link org.etp.ac.xml.XmlEngine} the verifier was given; the DOM engine decides whatever another engine leaves,
 * and each result says which way it went ({@link org.etp.ac.codec.ServedBy}).
 */
package org.etp.ac.verification;
