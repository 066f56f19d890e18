package org.etp.pharmacy.intake;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.etp.ac.wire.MessageKind;

/** The handler of each message kind, exactly one of each: anything else is a wiring fault, refused at start. */
final class MessageHandlers {

    private MessageHandlers() {
    }

    /**
     * {@code handlers} by the kind each answers.
     *
     * @throws IllegalStateException when a kind has no handler, or two
     */
    static Map<MessageKind, MessageHandler> byKind(Collection<? extends MessageHandler> handlers) {
        Map<MessageKind, MessageHandler> byKind = new EnumMap<>(MessageKind.class);
        for (MessageHandler handler : handlers) {
            MessageHandler other = byKind.putIfAbsent(handler.kind(), handler);
            if (other != null) {
                throw new IllegalStateException("two handlers of message kind " + handler.kind() + ": "
                        + other.getClass().getName() + " and " + handler.getClass().getName());
            }
        }
        Set<MessageKind> missing = EnumSet.allOf(MessageKind.class);
        missing.removeAll(byKind.keySet());
        if (!missing.isEmpty()) {
            throw new IllegalStateException("no handler of message kind " + missing);
        }
        return Collections.unmodifiableMap(byKind);
    }
}
