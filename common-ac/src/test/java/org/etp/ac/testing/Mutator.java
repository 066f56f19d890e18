package org.etp.ac.testing;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * A seeded, time-bounded mutation fuzzer: it takes valid inputs and damages them the ways fuzzers and
 * attackers do (bit flips, interesting bytes, insertions, deletions, duplicated and spliced ranges,
 * truncation), several damages per input. The seed comes from {@code -Detp.fuzz.seed} (default fixed, so a
 * CI failure can be replayed) and the time from {@code -Detp.fuzz.seconds} per target.
 */
public final class Mutator {

    private static final byte[] INTERESTING = {0x00, 0x01, 0x02, 0x30, 0x3C, 0x3E, 0x7F, (byte) 0x80, (byte) 0x81,
        (byte) 0x82, (byte) 0x84, (byte) 0xFF, '&', '"', '/', '#'};

    private final Random random;
    private final List<byte[]> corpus;

    public Mutator(List<byte[]> corpus) {
        this.random = new Random(Long.getLong("etp.fuzz.seed", 0x5EED_E7B0L));
        this.corpus = List.copyOf(corpus);
    }

    /** How long each fuzz target runs: {@code -Detp.fuzz.seconds}, default 6. */
    public static Duration budget() {
        return Duration.ofSeconds(Long.getLong("etp.fuzz.seconds", 6));
    }

    /**
     * Feeds mutated inputs to {@code target} until the budget is spent.
     *
     * @return the number of inputs tried
     */
    public long run(Consumer<byte[]> target) {
        long deadline = System.nanoTime() + budget().toNanos();
        long tried = 0;
        while (System.nanoTime() < deadline) {
            byte[] input = corpus.get(random.nextInt(corpus.size()));
            int rounds = 1 + random.nextInt(4);
            for (int i = 0; i < rounds; i++) {
                input = mutate(input);
            }
            target.accept(input);
            tried++;
        }
        return tried;
    }

    byte[] mutate(byte[] input) {
        if (input.length == 0) {
            return new byte[] {(byte) random.nextInt(256)};
        }
        int at = random.nextInt(input.length);
        int span = 1 + random.nextInt(Math.min(64, input.length - at));
        switch (random.nextInt(7)) {
            case 0 -> {
                byte[] out = input.clone();
                out[at] ^= (byte) (1 << random.nextInt(8));
                return out;
            }
            case 1 -> {
                byte[] out = input.clone();
                out[at] = INTERESTING[random.nextInt(INTERESTING.length)];
                return out;
            }
            case 2 -> {
                byte[] inserted = new byte[1 + random.nextInt(8)];
                random.nextBytes(inserted);
                return splice(input, at, 0, inserted);
            }
            case 3 -> {
                return splice(input, at, span, new byte[0]);
            }
            case 4 -> {
                return splice(input, at, 0, Arrays.copyOfRange(input, at, at + span));
            }
            case 5 -> {
                byte[] other = corpus.get(random.nextInt(corpus.size()));
                int from = random.nextInt(other.length);
                return splice(input, at, span, Arrays.copyOfRange(other, from, Math.min(other.length, from + span)));
            }
            default -> {
                return Arrays.copyOf(input, at);
            }
        }
    }

    /** {@code der} with its outer SEQUENCE re-written in BER's indefinite-length form, which DER does not allow. */
    public static byte[] indefiniteLength(byte[] der) {
        int headerLength = (der[1] & 0x80) == 0 ? 2 : 2 + (der[1] & 0x7F);
        byte[] ber = new byte[der.length - headerLength + 4];
        ber[0] = 0x30;
        ber[1] = (byte) 0x80;
        System.arraycopy(der, headerLength, ber, 2, der.length - headerLength);
        return ber;
    }

    /** {@code input} with {@code remove} bytes at {@code at} replaced by {@code insert}. */
    public static byte[] splice(byte[] input, int at, int remove, byte[] insert) {
        byte[] out = new byte[input.length - remove + insert.length];
        System.arraycopy(input, 0, out, 0, at);
        System.arraycopy(insert, 0, out, at, insert.length);
        System.arraycopy(input, at + remove, out, at + insert.length, input.length - at - remove);
        return out;
    }
}
