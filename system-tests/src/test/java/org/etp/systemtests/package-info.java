/**
 * The system tests: both applications run as processes from their runnable jars, each on a fresh
 * database, and are driven as a user and an operator would — prescriptions delivered over the intake,
 * the pharmacy stopped and restarted under the prescriber's retries, the prescriber's UI in headless
 * Chromium, {@code ./etp demo} end to end, and the checks of {@code docker-compose.yml}.
 */
package org.etp.systemtests;
