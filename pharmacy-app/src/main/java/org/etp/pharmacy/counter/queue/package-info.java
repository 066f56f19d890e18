/**
 * The queue of received prescriptions: newest first, filtered by status, searched by prescription ID or
 * NHS number (typed or scanned; a prescription ID found goes straight to its detail), and new arrivals
 * polled by the page's script without a reload.
 */
package org.etp.pharmacy.counter.queue;
