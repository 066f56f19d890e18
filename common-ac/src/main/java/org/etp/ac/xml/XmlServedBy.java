package org.etp.ac.xml;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.etp.ac.codec.ServedBy;

/**
 * The ways an XML certificate can be served ({@link ServedBy}), one per {@link XmlEngine} and the ones between
 * them: the template engine serving from a learned template, or learning one, and the DOM engine deciding what
 * another engine left to it, with the reason why ({@link Fallback}).
 */
public final class XmlServedBy {

    /** Santuario DOM. */
    public static final ServedBy DOM = ServedBy.of("dom");
    /** Santuario's streaming (StAX) API. */
    public static final ServedBy STAX = ServedBy.of("stax");
    /** The template engine: a learned shape, values taken without an XML parser. */
    public static final ServedBy TEMPLATE = ServedBy.of("template");
    /** The DOM engine, which accepted it, and the template engine learned its shape from it. */
    public static final ServedBy TEMPLATE_LEARNED = ServedBy.of("template-learned");
    /** The way of a message the engine asked for left to the DOM engine; {@link #fallback} says why. */
    public static final String DOM_FALLBACK = "dom-fallback";

    private XmlServedBy() {
    }

    /** The DOM engine, because the engine asked for could not serve it, for {@code reason}. */
    public static ServedBy fallback(Fallback reason) {
        return ServedBy.leftTo(DOM_FALLBACK, reason.id());
    }

    /** Every way an XML certificate can go: what the pharmacy's {@code served_by} column must admit. */
    public static List<ServedBy> values() {
        List<ServedBy> ways = new ArrayList<>(List.of(DOM, STAX, TEMPLATE, TEMPLATE_LEARNED));
        for (Fallback reason : Fallback.values()) {
            ways.add(fallback(reason));
        }
        return List.copyOf(ways);
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
