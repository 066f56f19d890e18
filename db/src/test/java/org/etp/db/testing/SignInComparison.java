package org.etp.db.testing;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The throttling tests' question in both applications: is an unknown account answered exactly as a known one with a
 * wrong password, at every attempt (before, at and after the lock), and in comparable time?
 */
public final class SignInComparison {

    /** One sign-in attempt (numbered from 1) and what it was answered. */
    @FunctionalInterface
    public interface Attempt {
        Object answer(int number) throws Exception;
    }

    private SignInComparison() {
    }

    /**
     * Makes {@code attempts} attempts of each, alternately, and asserts equal answers each time and, over the first
     * {@code timed} (those that check a password), total times within {@code ratio} of each other: loose, as a test
     * machine's load varies.
     */
    public static void assertAnsweredAlike(int attempts, int timed, double ratio, Attempt known, Attempt unknown)
            throws Exception {
        long knownTime = 0;
        long unknownTime = 0;
        for (int i = 1; i <= attempts; i++) {
            long start = System.nanoTime();
            Object a = known.answer(i);
            long middle = System.nanoTime();
            Object b = unknown.answer(i);
            long end = System.nanoTime();
            assertThat(b).as("attempt %d", i).isEqualTo(a);
            if (i <= timed) {
                knownTime += middle - start;
                unknownTime += end - middle;
            }
        }
        assertThat((double) Math.max(knownTime, unknownTime) / Math.min(knownTime, unknownTime)).as("time ratio")
                .isLessThan(ratio);
    }
}
