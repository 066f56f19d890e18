/**
 * Who may use the counter: form login for the accounts configured under {@code etp.accounts.*} (password
 * hashes only, no default accounts; the {@code demo} profile adds demo ones), two roles — a pharmacist, who
 * may dispense and return, and a read-only technician — CSRF protection on every form, logout by POST.
 * The health and Prometheus endpoints stay open for probes and scrapers: they carry no patient data. Sign-ins are
 * throttled per account and per address ({@code ThrottledSignIn}, common-ac's
 * {@code login} package), the counts in {@code login_failure}, which this package owns ({@code LoginFailures}).
 */
package org.etp.pharmacy.security;
