/**
 * Passwords people choose, shared by both applications so that they ask the same: the rules of NIST SP 800-63B
 * ({@link PasswordPolicy}: a length, no composition rules, screening) and the list of common and breached passwords
 * shipped with common-ac ({@link CommonPasswords}). Hashing is not here: each application hands the password to
 * Spring Security's {@code DelegatingPasswordEncoder} (Argon2id for new hashes).
 */
package org.etp.ac.password;
