package org.etp.ac.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BoundedMemoTests {

    @Test
    void computesEachKeyOnceWhileThereIsRoom() {
        BoundedMemo<String, String> memo = new BoundedMemo<>(4);
        AtomicInteger computed = new AtomicInteger();

        assertThat(memo.get("a", key -> key + computed.incrementAndGet())).isEqualTo("a1");
        assertThat(memo.get("a", key -> key + computed.incrementAndGet())).isEqualTo("a1");
        assertThat(computed).hasValue(1);
    }

    @Test
    void computesAgainOnceFullRememberingNothingMore() {
        BoundedMemo<Integer, Integer> memo = new BoundedMemo<>(2);
        AtomicInteger computed = new AtomicInteger();
        for (int key = 0; key < 10; key++) {
            memo.get(key, k -> computed.incrementAndGet());
        }

        assertThat(memo.size()).isEqualTo(2);
        assertThat(memo.get(9, k -> -1)).isEqualTo(-1);
        assertThat(memo.get(0, k -> -1)).isEqualTo(1);
    }

    @Test
    void remembersWhatItIsGivenWhileThereIsRoom() {
        BoundedMemo<String, Integer> memo = new BoundedMemo<>(1);
        assertThat(memo.remembered("a")).isNull();

        memo.remember("a", 1);
        memo.remember("b", 2);

        assertThat(memo.remembered("a")).isEqualTo(1);
        assertThat(memo.remembered("b")).isNull();
        assertThat(memo.get("a", key -> -1)).isEqualTo(1);
    }
}
