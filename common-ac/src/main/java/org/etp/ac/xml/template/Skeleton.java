package org.etp.ac.xml.template;

/**
 * The key a message's template is looked up by: a hash of the message's bytes with the content of every element
 * that holds text only left out. Messages of one shape, whatever their values, have one key; a key says nothing
 * more — the template found under it still has to match byte for byte.
 */
final class Skeleton {

    private Skeleton() {
    }

    static long key(byte[] message) {
        long hash = 1125899906842597L;
        int i = 0;
        int n = message.length;
        while (i < n) {
            byte b = message[i];
            hash = 31 * hash + b;
            i++;
            if (b == '>' && i < n && message[i] != '<' && isStartTagEnd(message, i - 1)) {
                int next = i;
                while (next < n && message[next] != '<') {
                    next++;
                }
                if (next + 1 < n && message[next + 1] == '/') {
                    hash = 31 * hash + 1;
                    i = next;
                }
            }
        }
        return hash;
    }

    /** Whether the {@code >} at {@code at} closes a start tag: not {@code />}, not an end tag. */
    private static boolean isStartTagEnd(byte[] message, int at) {
        if (at > 0 && message[at - 1] == '/') {
            return false;
        }
        for (int i = at - 1; i >= 0; i--) {
            if (message[i] == '<') {
                return i + 1 < message.length && message[i + 1] != '/' && message[i + 1] != '?' && message[i + 1] != '!';
            }
        }
        return false;
    }
}
