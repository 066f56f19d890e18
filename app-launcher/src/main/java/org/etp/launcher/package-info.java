/**
 * One way to run an application of this project as a child process, for the {@code etp} tool and for
 * tests: a {@link org.etp.launcher.JarCommand} says what to run ({@code java [options] -jar app.jar
 * [arguments]}, its environment and log file), {@link org.etp.launcher.JarProcess} is one run of it —
 * ready when a {@link org.etp.launcher.Readiness} says so, stopped with SIGTERM and then SIGKILL, and by
 * default stopped when this JVM exits. Plain Java with no dependency on the applications, so that any
 * module can use it without a cycle; what each caller says when an application fails stays with the caller.
 */
package org.etp.launcher;
