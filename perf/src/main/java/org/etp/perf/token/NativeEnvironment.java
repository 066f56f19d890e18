package org.etp.perf.token;

import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Platform;

/**
 * {@code setenv(3)} for this process, through JNA's direct mapping: the one way to hand a native library a setting
 * it reads from the environment once this JVM runs ({@link System#getenv()} is a copy taken at start, and changing
 * it changes nothing the C library sees). Linux and macOS only; elsewhere {@link #AVAILABLE} is false.
 *
 * <p>The C library's environment is not safe to change while another thread reads it; it is changed here before
 * the library that reads it is loaded, and nothing else of ours reads the environment natively.
 */
final class NativeEnvironment {

    static final boolean AVAILABLE = register();

    private NativeEnvironment() {
    }

    private static native int setenv(String name, String value, int overwrite);

    /** Sets {@code name} to {@code value} in the process's own (native) environment. */
    static void set(String name, String value) {
        if (!AVAILABLE) {
            throw new IllegalStateException("this process cannot change its environment (no setenv through JNA)");
        }
        if (setenv(name, value, 1) != 0) {
            throw new IllegalStateException("setenv(" + name + ") failed");
        }
    }

    private static boolean register() {
        if (!Platform.isLinux() && !Platform.isMac()) {
            return false;
        }
        try {
            Native.register(NativeEnvironment.class, NativeLibrary.getInstance(Platform.C_LIBRARY_NAME));
            return true;
        } catch (LinkageError | RuntimeException e) {
            return false;
        }
    }
}
