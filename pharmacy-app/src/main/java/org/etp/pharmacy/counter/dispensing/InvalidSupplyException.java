package org.etp.pharmacy.counter.dispensing;

/** A supply the pharmacist filled in wrongly, with the form control at fault. */
public final class InvalidSupplyException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;

    InvalidSupplyException(String field, String message) {
        super(message);
        this.field = field;
    }

    /** The form control at fault, e.g. {@code quantity2} or {@code reason2}. */
    public String field() {
        return field;
    }
}
