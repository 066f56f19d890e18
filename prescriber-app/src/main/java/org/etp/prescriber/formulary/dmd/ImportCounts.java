package org.etp.prescriber.formulary.dmd;

import java.time.Duration;

/**
 * What one import of a dm+d release did: the VMPs and AMPs written (new or updated), the records skipped (no unit
 * of measure, an AMP of an unknown VMP, a code failing its check), the products marked invalid because the release
 * no longer holds them, and how long it took.
 */
public record ImportCounts(int vmps, int amps, int skipped, int gone, Duration took) {
}
