/**
 * Small helpers that several packages of common-ac share and that know nothing of the domain:
 * {@link org.etp.ac.support.BoundedMemo}, values computed once per key with a bound on what is remembered.
 * Imports nothing of ours, so any package may use it.
 */
package org.etp.ac.support;
