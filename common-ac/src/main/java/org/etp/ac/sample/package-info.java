/**
 * Deterministic sample content for the three profiles: the same seed and issue date give the same
 * certificate, field for field, so that a DER and an XML sample can be compared and runs repeated.
 */
package org.etp.ac.sample;
