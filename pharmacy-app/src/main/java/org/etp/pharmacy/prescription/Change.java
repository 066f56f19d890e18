package org.etp.pharmacy.prescription;

/**
 * What a transition found under the row's lock, and whether it moved the prescription on.
 *
 * @param found the prescription as it stood when locked, before any change
 * @param done  whether the transition was taken; when not, {@code found} says why
 */
public record Change(PrescriptionState found, boolean done) {
}
