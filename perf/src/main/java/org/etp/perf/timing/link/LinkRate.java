package org.etp.perf.timing.link;

import java.util.Locale;

/** A link's rate in kilobits per second (1 kbit = 1000 bits, as the 2004 study and {@code tc} count). */
public record LinkRate(int kilobits) {

    public LinkRate {
        if (kilobits < 8 || kilobits > 10_000_000) {
            throw new IllegalArgumentException("a link rate from 8k to 10g, not " + kilobits + " kbit/s");
        }
    }

    /** {@code 64k}, {@code 256k}, {@code 2m} or {@code 64} (kbit/s). */
    public static LinkRate parse(String text) {
        String rate = text.trim().toLowerCase(Locale.ROOT);
        int factor = 1;
        if (rate.endsWith("m")) {
            factor = 1000;
            rate = rate.substring(0, rate.length() - 1);
        } else if (rate.endsWith("k")) {
            rate = rate.substring(0, rate.length() - 1);
        }
        try {
            return new LinkRate(Math.multiplyExact(Integer.parseInt(rate), factor));
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("a link rate is written 64k, 256k or 2m, not " + text, e);
        }
    }

    /** As it is written on the command line and in the report: {@code 64k}, {@code 2m}. */
    public String id() {
        return kilobits % 1000 == 0 ? kilobits / 1000 + "m" : kilobits + "k";
    }

    /** Milliseconds to send {@code bytes} at this rate, without any framing: table 2's figure. */
    public double millis(double bytes) {
        return bytes * 8 / kilobits;
    }

    @Override
    public String toString() {
        return id();
    }
}
