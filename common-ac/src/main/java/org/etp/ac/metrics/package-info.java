/**
 * What handling one message costs the process: CPU user and system time, bytes allocated and page faults
 * of the thread that did the work ({@link ThreadUsage}), and the process's heap and resident memory
 * ({@link ProcessMemory}). Both ends measure with these, so their figures compare.
 */
package org.etp.ac.metrics;
