/**
 * The receiver's decision. {@link org.etp.ac.verification.PrescriptionVerifier} decodes, looks the issuer up
 * in the trusted registry, verifies with the registered key, checks validity and content, and is the only
 * maker of {@link org.etp.ac.verification.VerifiedPrescription}. It fails closed: every refusal is a
 * {@link org.etp.ac.rejection.VerificationException} with a {@link org.etp.ac.rejection.Reason}.
 */
package org.etp.ac.verification;
