/**
 * The patient token: a printable A5 page for the patient with the prescription ID as a Code 128 barcode and
 * a DataMatrix (drawn server-side with ZXing as SVG), the patient's name and the items — what the counter's
 * scan box reads. Only the prescriber who wrote a prescription can print its token.
 */
package org.etp.prescriber.token;
