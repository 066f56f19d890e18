/**
 * The patient token: a printable A5 page for the patient with the prescription ID as a Code 128 barcode and
 * a DataMatrix (drawn server-side with ZXing as SVG), the patient's name and the items — what the counter's
 * scan box reads. However long the prescription, the token prints on one page: {@link TokenSize} reckons its
 * height and chooses the size. Only the prescriber who wrote a prescription can print its token.
 */
package org.etp.prescriber.token;
