package org.etp.ac.support;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Values computed once per key and remembered, for the names and principals every message repeats. Bounded:
 * once {@code capacity} keys are remembered nothing more is, so a flood of novel keys costs a computation each,
 * never memory. Only for computations that depend on nothing but their key, so that a remembered value is
 * exactly the one a new computation would make.
 */
public final class BoundedMemo<K, V> {

    private final int capacity;
    private final Map<K, V> values = new ConcurrentHashMap<>();

    public BoundedMemo(int capacity) {
        this.capacity = capacity;
    }

    /** The value of {@code key}: remembered, or computed now (and remembered while there is room). */
    public V get(K key, Function<? super K, ? extends V> compute) {
        V known = values.get(key);
        if (known != null) {
            return known;
        }
        V value = compute.apply(key);
        remember(key, value);
        return value;
    }

    /** The value remembered for {@code key}, or null: for a computation that may refuse its key. */
    public V remembered(K key) {
        return values.get(key);
    }

    /** Remembers {@code value}, computed from {@code key} alone, while there is room. */
    public void remember(K key, V value) {
        if (values.size() < capacity) {
            values.putIfAbsent(key, value);
        }
    }

    /** How many keys are remembered. */
    public int size() {
        return values.size();
    }
}
