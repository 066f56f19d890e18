/**
 * A prescriber's history: their prescriptions with status, form, algorithm, size and timings on both
 * sides, and each prescription's encoding (ASN.1 dump or indented XML) with the raw certificate to download.
 */
package org.etp.prescriber.history;
