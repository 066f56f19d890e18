/**
 * Sign-in throttling, shared by both applications so that they cannot disagree: the policy ({@link ThrottlePolicy}:
 * how many failures within a window lock an account or an address, for how long, growing to a cap), what is counted
 * ({@link Subject}: an account by its normalised username, whether or not it exists, or a source address), the
 * count as stored ({@link Failures}, through each application's {@link FailureStore}), and {@link LoginThrottle},
 * which a sign-in asks before and tells after the password check, and which writes the security-event log line.
 *
 * <p>Security guarantees: an account or an address past its threshold is refused for the lock's time whatever
 * password comes, without the password being checked; an unknown username is counted and locked exactly as a
 * known one, so that neither the answer nor the lock says whether an account exists; nothing here sleeps: the
 * lock's time is the delay. Not guaranteed: a guesser who spreads attempts over many addresses and stays under
 * each account's threshold per window is slowed, not stopped (docs/security.md).
 */
package org.etp.ac.login;
