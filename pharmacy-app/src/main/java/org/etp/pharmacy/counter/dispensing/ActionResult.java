package org.etp.pharmacy.counter.dispensing;

/** What came of a counter action, with a sentence for the pharmacist. */
public record ActionResult(Outcome outcome, String message) {

    public enum Outcome {
        DONE, ALREADY_HANDLED, EXPIRED, NOT_YET_VALID, INVALID, NOT_FOUND
    }

    public ActionResult {
        if (outcome == null || message == null) {
            throw new IllegalArgumentException("an action result needs an outcome and a message");
        }
    }

    public boolean done() {
        return outcome == Outcome.DONE;
    }
}
