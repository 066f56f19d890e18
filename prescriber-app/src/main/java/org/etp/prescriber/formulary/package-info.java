/**
 * The medicines a prescriber picks from: the dictionary (table {@code medicine}: the dm+d products imported and the
 * site's list of real products with the usual quantity and dosage it sets), searched by word prefixes through
 * {@code GET /medicines}, and resolved by the form from a dm+d code or an exact name. The import of a dm+d release
 * is in {@code formulary.dmd}.
 */
package org.etp.prescriber.formulary;
