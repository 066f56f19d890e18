/**
 * Who may prescribe: the configured accounts ({@code etp.accounts.*}), each mapped to the prescriber's
 * keys in the PKI directory, form login with hashed passwords, and each prescriber's settings (default
 * form and algorithm). Sign-ins, and the password asked again before signing, are throttled per account and per
 * address (common-ac's {@code login} package, {@code ThrottledSignIn}); the counts are in {@code login_failure},
 * which this package owns ({@code LoginFailures}).
 */
package org.etp.prescriber.account;
