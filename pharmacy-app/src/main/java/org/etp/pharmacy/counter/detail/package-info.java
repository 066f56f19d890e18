/**
 * A prescription's detail page: its content decoded again from the stored certificate, its items with
 * what was supplied, the evidence of its verification (as recorded on receipt, and the signature checked
 * again now), the intake's timings, the certificate itself to read or download exactly as received, and
 * its audit trail. It reads the prescription through its read model, and what dispensing and measurement own by asking
 * them.
 */
package org.etp.pharmacy.counter.detail;
