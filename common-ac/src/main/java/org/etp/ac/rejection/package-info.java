/**
 * The shared vocabulary of refusal, at the bottom of common-ac: every layer that can refuse a message (wire
 * frames, the DER and XML codecs, the trust registry, the verifier) says why with a
 * {@link org.etp.ac.rejection.Reason} carried by a {@link org.etp.ac.rejection.VerificationException}. This
 * package imports nothing else of ETP's, so that any package may depend on it without a cycle.
 */
package org.etp.ac.rejection;
