package org.etp.prescriber.notices;

import java.time.Instant;

/**
 * One notice: the prescription it is about, the pharmacy and its words, when it arrived, and who acknowledged it
 * when (both null while it is open).
 */
public record Notice(String prescriptionId, String pharmacyName, String text, Instant raisedAt,
        Instant acknowledgedAt, String acknowledgedBy) {

    public boolean open() {
        return acknowledgedAt == null;
    }
}
