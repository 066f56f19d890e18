package org.etp.ac.prescription;

/**
 * The holder of an attribute certificate: the patient, named by NHS number and full name. In DER it
 * is the Holder's {@code entityName}, a directoryName {@code SERIALNUMBER=<NHS number>, CN=<name>}.
 */
public record Holder(NhsNumber nhsNumber, String name) {

    public Holder {
        Check.present(nhsNumber, "holder NHS number");
        name = Check.text(name, "holder name", 121);
    }

    @Override
    public String toString() {
        return "Holder[redacted]";
    }
}
