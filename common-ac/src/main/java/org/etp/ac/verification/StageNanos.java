package org.etp.ac.verification;

/** How long each receiver stage took, in nanoseconds. */
public record StageNanos(long decode, long verify, long parse) {

    public long total() {
        return decode + verify + parse;
    }
}
