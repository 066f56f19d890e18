package org.etp.perf.timing.sweep;

import java.util.List;
import java.util.Optional;
import org.etp.perf.timing.Stats;

/**
 * One size verified one way: {@code path} is an XML engine's id or {@code der}.
 *
 * @param entries       the status changes the document carries
 * @param path          the XML engine ({@code dom}, {@code stax}, {@code template}) or {@code der}
 * @param documentBytes the signed document's length
 * @param verdicts      what the verifier decided on the measured runs
 * @param cost          what the measured runs cost
 */
public record SweepPoint(int entries, String path, int documentBytes, Verdicts verdicts, Cost cost) {

    /**
     * @param runs        the measured runs
     * @param verified    how many of them the verifier accepted, each with the whole status history read back
     * @param servedBy    the ways the verifier says it went ({@code ServedBy} ids), in the order first seen
     * @param refusal     the reason and sentence of the first refusal, when there was one
     */
    public record Verdicts(int runs, int verified, List<String> servedBy, Optional<String> refusal) {

        public Verdicts {
            servedBy = List.copyOf(servedBy);
        }

        public boolean allVerified() {
            return verified == runs && refusal.isEmpty();
        }
    }

    /**
     * @param nanos          wall time of each accepted verification (decode, verify, parse), in ns
     * @param allocatedBytes bytes the verifying thread allocated for each accepted verification
     * @param peakHeapBytes  the most heap a verification kept reachable at once, above the live heap before it
     *                       (sampled by {@link HeapPeak}, apart from the timed runs)
     */
    public record Cost(Stats nanos, Stats allocatedBytes, long peakHeapBytes) {
    }
}
