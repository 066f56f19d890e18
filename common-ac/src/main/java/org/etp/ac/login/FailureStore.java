package org.etp.ac.login;

import java.time.Instant;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Where an application keeps its counts of failed sign-ins: its own database, so that every node behind a balancer
 * shares them. Each application implements it beside its table.
 */
public interface FailureStore {

    /** The stored counts of {@code account} and {@code address}; a subject with no row is absent. */
    Map<Subject, Failures> read(Subject account, Subject address);

    /** Replaces {@code subject}'s count (or {@link Failures#NONE}) by {@code change}'s, atomically across nodes. */
    Failures update(Subject subject, UnaryOperator<Failures> change);

    /** Forgets {@code subject}'s count. */
    void clear(Subject subject);

    /** Forgets every count whose last failure and lock both ended before {@code before}. */
    void forgetBefore(Instant before);
}
