/**
 * A SoftHSM2 token of a measurement's own, and prescribers whose keys it holds: what {@code etp timing}'s token rows
 * and the token benchmarks sign with. {@link org.etp.perf.token.SoftHsmToken} makes the token in a temporary
 * directory of its own (its configuration, its token files, its generated PINs) and deletes it afterwards;
 * {@link org.etp.perf.token.TokenPrescribers} adds a prescriber to a PKI directory the way an operator does
 * ({@code ./etp pki csr --token}, the CA's answer, {@code ./etp pki import}).
 */
package org.etp.perf.token;
