package org.etp.pharmacy.counter.dispensing;

/**
 * What came of a counter action, with a sentence for the pharmacist.
 *
 * @param field the form control the sentence is about (e.g. {@code quantity2}, {@code return-reason}), or
 *              null when it is about no single one
 */
public record ActionResult(Outcome outcome, String message, String field) {

    public enum Outcome {
        DONE, ALREADY_HANDLED, EXPIRED, NOT_YET_VALID, INVALID, NOT_FOUND
    }

    public ActionResult {
        if (outcome == null || message == null) {
            throw new IllegalArgumentException("an action result needs an outcome and a message");
        }
    }

    public ActionResult(Outcome outcome, String message) {
        this(outcome, message, null);
    }

    /** A form the pharmacist filled in wrongly, with what is wrong about {@code field}. */
    static ActionResult invalid(String field, String message) {
        return new ActionResult(Outcome.INVALID, message, field);
    }

    public boolean done() {
        return outcome == Outcome.DONE;
    }

    /** Whether the form needs correcting (rather than the prescription having moved on). */
    public boolean invalid() {
        return outcome == Outcome.INVALID;
    }

    /** Whether the sentence is about the control {@code name}. */
    public boolean about(String name) {
        return name.equals(field);
    }
}
