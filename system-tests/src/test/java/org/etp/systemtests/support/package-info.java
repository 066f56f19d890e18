/**
 * What the system tests stand on: {@link org.etp.systemtests.support.EtpSystem} puts a whole installation
 * together (demo PKI, a database per app, free ports), {@link org.etp.systemtests.support.AppProcess} runs
 * one application through app-launcher and can restart or kill it, and the web client and browser drive
 * the prescriber's UI.
 */
package org.etp.systemtests.support;
