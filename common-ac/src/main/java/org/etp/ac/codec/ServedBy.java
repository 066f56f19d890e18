package org.etp.ac.codec;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Which way a received certificate was decoded and verified, for its log line, its metrics row and the counters.
 * A certificate in a form other than XML is served by its form's codec; an XML certificate by the engine the
 * receiver was given, or, when the template engine could not serve it, by the DOM engine with the reason why.
 *
 * @param path     the way it went
 * @param fallback why the template engine left it to the DOM engine; present exactly when {@code path} is
 *                 {@link Path#DOM_FALLBACK}
 */
public record ServedBy(Path path, Fallback fallback) {

    public static final ServedBy CODEC = new ServedBy(Path.CODEC, null);
    public static final ServedBy DOM = new ServedBy(Path.DOM, null);
    public static final ServedBy STAX = new ServedBy(Path.STAX, null);
    public static final ServedBy TEMPLATE = new ServedBy(Path.TEMPLATE, null);
    public static final ServedBy TEMPLATE_LEARNED = new ServedBy(Path.TEMPLATE_LEARNED, null);

    public ServedBy {
        Objects.requireNonNull(path, "path");
        if ((path == Path.DOM_FALLBACK) != (fallback != null)) {
            throw new IllegalArgumentException("a fallback reason goes with the dom-fallback path, and only with it");
        }
    }

    public static ServedBy fallback(Fallback reason) {
        return new ServedBy(Path.DOM_FALLBACK, Objects.requireNonNull(reason, "reason"));
    }

    public Optional<Fallback> fallbackReason() {
        return Optional.ofNullable(fallback);
    }

    /** {@code template}, {@code dom-fallback:mismatch}, ...: one short word for logs and metric labels. */
    public String id() {
        return fallback == null ? path.id() : path.id() + ":" + fallback.id();
    }

    @Override
    public String toString() {
        return id();
    }

    /** The ways a certificate can go. */
    public enum Path {
        /** its form's own codec: every form but XML */
        CODEC,
        /** Santuario DOM */
        DOM,
        /** Santuario's streaming (StAX) API */
        STAX,
        /** the template engine: a learned shape, values taken without an XML parser */
        TEMPLATE,
        /** the DOM engine, which accepted it, and the template engine learned its shape from it */
        TEMPLATE_LEARNED,
        /** the DOM engine, because the engine asked for could not serve it */
        DOM_FALLBACK;

        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** Why the DOM engine served a message another engine was asked to serve. */
    public enum Fallback {
        /** no learned template has this message's shape (the DOM engine may learn it now) */
        NO_TEMPLATE,
        /** a template of this shape exists, but a constant byte differs */
        MISMATCH,
        /** a value that needs an XML parser: a reference, a carriage return, a character XML does not allow */
        VALUE,
        /** the message matched, but a check on the fast path failed; the DOM engine gives the reason */
        REFUSED,
        /** the DOM engine accepted it, but its shape cannot be served from a template */
        UNLEARNABLE,
        /** the streaming engine cannot verify this signature algorithm */
        UNSUPPORTED;

        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }
}
