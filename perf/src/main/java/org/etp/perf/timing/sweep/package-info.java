/**
 * Seed 002's figure: the size sweep. The complex profile with its status history grown from one entry to ten
 * thousand (up to a few MB of XML), signed by the PKI's signer, verified in this process by each XML engine
 * (and DER beside them for reference) through a verifier made for measurement with raised bounds, never one
 * that serves messages: time and allocated bytes per message, the peak heap while verifying, the document's
 * size, and which path of each engine served it.
 */
package org.etp.perf.timing.sweep;
