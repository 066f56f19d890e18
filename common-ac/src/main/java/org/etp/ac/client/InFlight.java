package org.etp.ac.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseFrame;

/**
 * The requests of one connection that await a response, by request id, with the slots that bound
 * them. Whoever removes a request (its response, its timeout, the connection's end) frees its slot,
 * so each slot is freed exactly once.
 */
final class InFlight {

    /** Enough permits to wake every thread that waits for a slot once the connection is gone. */
    private static final int RELEASE_ALL = Integer.MAX_VALUE / 2;

    private final Semaphore slots;
    private final Map<Long, CompletableFuture<ResponseFrame>> requests = new ConcurrentHashMap<>();
    private long nextId = 1;

    InFlight(int capacity) {
        this.slots = new Semaphore(capacity, true);
    }

    /** Waits for a free slot. */
    void acquire() throws InterruptedException {
        slots.acquire();
    }

    /** Gives back a slot taken by {@link #acquire()} for a request that was never registered. */
    void release() {
        slots.release();
    }

    /** Registers {@code response} under a fresh request id (unsigned 32-bit, skipping ids in flight). */
    synchronized long register(CompletableFuture<ResponseFrame> response) {
        while (true) {
            long id = nextId;
            nextId = id == RequestFrame.MAX_REQUEST_ID ? 0 : id + 1;
            if (requests.putIfAbsent(id, response) == null) {
                return id;
            }
        }
    }

    /** The request with {@code id}, now no longer in flight; null when there is none. */
    CompletableFuture<ResponseFrame> remove(long id) {
        CompletableFuture<ResponseFrame> response = requests.remove(id);
        if (response != null) {
            slots.release();
        }
        return response;
    }

    /** Removes every request (the connection is gone) and wakes every thread waiting for a slot. */
    List<CompletableFuture<ResponseFrame>> removeAll() {
        List<CompletableFuture<ResponseFrame>> all = new ArrayList<>();
        for (Long id : List.copyOf(requests.keySet())) {
            CompletableFuture<ResponseFrame> response = requests.remove(id);
            if (response != null) {
                all.add(response);
            }
        }
        slots.release(RELEASE_ALL);
        return all;
    }

    int size() {
        return requests.size();
    }
}
