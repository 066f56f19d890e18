package org.etp.ac.trust;

/**
 * A key that compares the object it holds by identity: for memories of long-lived objects (the registry's
 * principals and signers) whose own {@code equals} and {@code hashCode} are dear, and whose one instance the
 * callers keep meeting.
 */
public record ByIdentity<T>(T value) {

    @Override
    public boolean equals(Object other) {
        return other instanceof ByIdentity<?> key && key.value == value;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(value);
    }
}
