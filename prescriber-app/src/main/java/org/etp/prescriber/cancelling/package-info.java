/**
 * The prescriber cancels one of their undispensed prescriptions: a signed cancellation certificate (EPS
 * reason code) is committed to the outbox, which sends it as CANCEL with the outbox's durability.
 */
package org.etp.prescriber.cancelling;
