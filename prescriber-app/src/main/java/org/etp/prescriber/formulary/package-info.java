/**
 * The formulary: a small list of real, commonly prescribed medicines with their dm+d codes, kept as data
 * and validated when loaded.
 */
package org.etp.prescriber.formulary;
