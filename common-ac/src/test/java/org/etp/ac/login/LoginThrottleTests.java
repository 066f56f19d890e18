package org.etp.ac.login;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.etp.ac.testing.MovableClock;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class LoginThrottleTests {

    private static final ThrottlePolicy POLICY = new ThrottlePolicy(5, 20, Duration.ofMinutes(15),
            Duration.ofMinutes(1), Duration.ofMinutes(30));

    private final MemoryStore store = new MemoryStore();
    private final MovableClock clock = new MovableClock(Instant.parse("2026-03-01T10:00:00Z"));
    private final LoginThrottle throttle = new LoginThrottle(POLICY, store, clock,
            LoggerFactory.getLogger("org.etp.test.security-events"));

    @Test
    void locksAnAccountForTheSetTimeAfterTheThresholdOfFailures() throws Exception {
        for (int i = 1; i < 5; i++) {
            assertThat(throttle.failed("shah", "10.0.0." + i)).isEmpty();
        }
        assertThat(throttle.failed("shah", "10.0.0.5")).get().extracting(LockedOutException::until)
                .isEqualTo(clock.instant().plus(Duration.ofMinutes(1)));

        assertThatThrownBy(() -> throttle.admit("shah", "10.0.0.6")).isInstanceOf(LockedOutException.class);
        clock.move(Duration.ofSeconds(59));
        assertThatThrownBy(() -> throttle.admit("SHAH ", "10.0.0.6")).isInstanceOf(LockedOutException.class);
        clock.move(Duration.ofSeconds(1));
        assertThatCode(() -> throttle.admit("shah", "10.0.0.6")).doesNotThrowAnyException();
    }

    @Test
    void lengthensTheLockWithEachFurtherFailureUpToTheCap() {
        Instant until = null;
        for (int i = 0; i < 5; i++) {
            until = throttle.failed("ng", "10.0.1." + i).map(LockedOutException::until).orElse(null);
        }
        Duration[] expected = {Duration.ofMinutes(2), Duration.ofMinutes(4), Duration.ofMinutes(8),
            Duration.ofMinutes(16), Duration.ofMinutes(30), Duration.ofMinutes(30)};
        for (Duration lock : expected) {
            clock.move(Duration.between(clock.instant(), until).plusMinutes(10));
            until = throttle.failed("ng", "10.0.2.1").orElseThrow().until();
            assertThat(until).isEqualTo(clock.instant().plus(lock));
        }
    }

    @Test
    void startsTheCountAgainAfterAQuietWindow() {
        for (int i = 0; i < 4; i++) {
            throttle.failed("lee", "10.0.3.1");
        }
        clock.move(Duration.ofMinutes(15).plusSeconds(1));
        assertThat(throttle.failed("lee", "10.0.3.1")).isEmpty();
        assertThat(store.counts.get(Subject.account("lee")).failures()).isOne();
    }

    @Test
    void countsAndLocksAnUnknownUsernameExactlyAsAKnownOne() {
        for (int i = 0; i < 4; i++) {
            throttle.failed("shah", "10.0.4.1");
            throttle.failed("nobody", "10.0.4.2");
        }
        assertThat(throttle.failed("shah", "10.0.4.1")).get().extracting(LockedOutException::until)
                .isEqualTo(throttle.failed("nobody", "10.0.4.2").orElseThrow().until());
    }

    @Test
    void resetsTheAccountButNotTheAddressOnSuccess() {
        for (int i = 0; i < 4; i++) {
            throttle.failed("patel", "10.0.5.1");
        }
        throttle.succeeded("patel", "10.0.5.1");
        assertThat(store.counts).doesNotContainKey(Subject.account("patel"));
        assertThat(store.counts.get(Subject.address("10.0.5.1")).failures()).isEqualTo(4);
    }

    @Test
    void locksAnAddressAtItsHigherThreshold() {
        for (int i = 0; i < 19; i++) {
            assertThat(throttle.failed("user" + i, "10.0.6.1")).isEmpty();
        }
        assertThat(throttle.failed("user19", "10.0.6.1")).isPresent();
        assertThatThrownBy(() -> throttle.admit("someone-else", "10.0.6.1")).isInstanceOf(LockedOutException.class);
        assertThatCode(() -> throttle.admit("someone-else", "10.0.6.2")).doesNotThrowAnyException();
    }

    @Test
    void forgetsCountsThatNoLongerCount() {
        throttle.failed("old", "10.0.7.1");
        clock.move(Duration.ofMinutes(16));
        throttle.failed("new", "10.0.7.2");
        assertThat(store.counts).containsOnlyKeys(Subject.account("new"), Subject.address("10.0.7.2"));
    }

    @Test
    void normalisesAndBoundsWhatIsTyped() {
        assertThat(Subject.account("  Shah\t")).isEqualTo(Subject.account("shah"));
        assertThat(Subject.account("a\nb").key()).isEqualTo("a?b");
        assertThat(Subject.account("x".repeat(10_000)).key()).hasSize(Subject.MAX_KEY);
    }

    @Test
    void saysTheTimeRoundedUpToTheMinuteWithoutNamingTheSubject() {
        assertThat(LockedOutException.sentence(Instant.parse("2026-03-01T14:31:20Z"), ZoneId.of("Europe/London")))
                .isEqualTo("Too many failed sign-ins: try again after 14:32 GMT.");
    }

    @Test
    void refusesAPolicyThatCannotLock() {
        assertThatThrownBy(() -> new ThrottlePolicy(0, 20, Duration.ofMinutes(1), Duration.ofMinutes(1),
                Duration.ofMinutes(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ThrottlePolicy(5, 20, Duration.ofMinutes(1), Duration.ofMinutes(2),
                Duration.ofMinutes(1))).isInstanceOf(IllegalArgumentException.class);
    }

    private static final class MemoryStore implements FailureStore {

        final Map<Subject, Failures> counts = new HashMap<>();

        @Override
        public Map<Subject, Failures> read(Subject account, Subject address) {
            Map<Subject, Failures> found = new HashMap<>();
            for (Subject subject : new Subject[] {account, address}) {
                if (counts.containsKey(subject)) {
                    found.put(subject, counts.get(subject));
                }
            }
            return found;
        }

        @Override
        public Failures update(Subject subject, UnaryOperator<Failures> change) {
            Failures next = change.apply(counts.getOrDefault(subject, Failures.NONE));
            counts.put(subject, next);
            return next;
        }

        @Override
        public void clear(Subject subject) {
            counts.remove(subject);
        }

        @Override
        public void forgetBefore(Instant before) {
            counts.values().removeIf(f -> f.lastActivity().isBefore(before));
        }
    }
}
