package org.etp.ac.oer;

/**
 * The content types of {@code etp-prescription.asn} as {@link X696Reader} reads them: fixed-size
 * PrintableString and NumericString without a length, the others with one, UTF8String with a length in
 * octets, ENUMERATED in one octet, {@code INTEGER (1..4)} in one octet, each SEQUENCE OF with its quantity;
 * a Prescription has one OPTIONAL component, its last ({@code nominatedPharmacy}), so it starts with a
 * one-octet presence bitmap; no other content type has one.
 */
final class X696Content {

    static final String ETP = "2.25.233111221801961609344769738297214442705";

    private final X696Reader in;
    private final X696Certificate into;
    /** Where the value being read started: values follow one another with nothing between them. */
    private int start;

    private X696Content(X696Reader in, X696Certificate into) {
        this.in = in;
        this.into = into;
        this.start = in.position();
    }

    static void read(X696Reader in, String attributeType, X696Certificate into) {
        X696Content content = new X696Content(in, into);
        switch (attributeType.substring(ETP.length())) {
            case ".1.1" -> {
                content.put("content.prescriptionId", in.fixedString(20));
                content.put("content.exempt", in.bool());
            }
            case ".1.2" -> content.prescription("content");
            case ".1.3" -> content.audit();
            case ".1.4" -> {
                content.put("content.prescriptionId", in.fixedString(20));
                content.put("content.reason", in.fixedString(4));
            }
            default -> throw new IllegalStateException("no ETP attribute type: " + attributeType);
        }
    }

    private void prescription(String path) {
        boolean nominated = put(path + ".preamble", in.preamble(1))[0];
        put(path + ".prescriptionId", in.fixedString(20));
        put(path + ".patient.nhsNumber", in.fixedString(10));
        put(path + ".patient.givenName", in.utf8());
        put(path + ".patient.familyName", in.utf8());
        put(path + ".patient.birthDate", in.fixedString(8));
        int lines = put(path + ".patient.address.lines", in.quantity());
        for (int i = 0; i < lines; i++) {
            put(path + ".patient.address.lines[" + i + "]", in.utf8());
        }
        put(path + ".patient.address.postcode", in.string());
        put(path + ".prescriber.name", in.utf8());
        put(path + ".prescriber.registration", in.string());
        put(path + ".prescriber.role", in.enumerated());
        organisation(path + ".organisation");
        int items = put(path + ".items", in.quantity());
        for (int i = 0; i < items; i++) {
            String item = path + ".items[" + i + "]";
            put(item + ".dmdCode", in.string());
            put(item + ".name", in.utf8());
            quantity(item + ".quantity");
            put(item + ".dosage", in.utf8());
        }
        put(path + ".type", in.enumerated());
        if (nominated) {
            organisation(path + ".nominatedPharmacy");
        }
    }

    private void audit() {
        prescription("content.prescription");
        int results = put("content.verificationResults", in.quantity());
        for (int i = 0; i < results; i++) {
            String result = "content.verificationResults[" + i + "]";
            put(result + ".check", in.utf8());
            put(result + ".passed", in.bool());
            put(result + ".checkedAt", in.string());
            put(result + ".detail", in.utf8());
        }
        int events = put("content.dispenseHistory", in.quantity());
        for (int i = 0; i < events; i++) {
            String event = "content.dispenseHistory[" + i + "]";
            put(event + ".itemNumber", in.fixedUnsigned(1));
            quantity(event + ".supplied");
            put(event + ".at", in.string());
            put(event + ".pharmacist", in.utf8());
            put(event + ".note", in.utf8());
        }
        int changes = put("content.statusHistory", in.quantity());
        for (int i = 0; i < changes; i++) {
            String change = "content.statusHistory[" + i + "]";
            put(change + ".status", in.enumerated());
            put(change + ".at", in.string());
            put(change + ".by", in.utf8());
            put(change + ".reason", in.utf8());
        }
    }

    private void organisation(String path) {
        put(path + ".odsCode", in.string());
        put(path + ".name", in.utf8());
    }

    private void quantity(String path) {
        put(path + ".value", in.string());
        put(path + ".unit", in.utf8());
    }

    /** Notes the value read just now, and where it started; returns it. */
    private <T> T put(String path, T value) {
        into.put(path, start, value);
        start = in.position();
        return value;
    }
}
