package org.etp.ac.xml;

import org.apache.xml.security.Init;

/**
 * Initialises Apache Santuario once per JVM, when the XML form is first used. {@link Init#init()} is
 * idempotent, but it is synchronized, so the codec does not call it on every message.
 */
final class Santuario {

    static {
        Init.init();
    }

    private Santuario() {
    }

    /** Does nothing but make sure the static initialiser above has run. */
    static void ensureInitialised() {
        // the class initialisation is the work
    }
}
