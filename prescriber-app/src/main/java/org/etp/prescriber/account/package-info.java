/**
 * Who may prescribe: the configured accounts ({@code etp.accounts.*}), each mapped to the prescriber's
 * keys in the PKI directory, form login with hashed passwords, and each prescriber's settings (default
 * form and algorithm).
 */
package org.etp.prescriber.account;
