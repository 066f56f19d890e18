package org.etp.ac.prescription;

import java.time.LocalDate;

/** The patient a prescription is for. {@link #toString()} is redacted: patient data never reaches a log. */
public record Patient(NhsNumber nhsNumber, String givenName, String familyName, LocalDate birthDate,
        Address address) {

    private static final LocalDate EARLIEST_BIRTH = LocalDate.of(1890, 1, 1);

    public Patient {
        Check.present(nhsNumber, "NHS number");
        givenName = Check.text(givenName, "given name", 60);
        familyName = Check.text(familyName, "family name", 60);
        Check.present(birthDate, "date of birth");
        if (birthDate.isBefore(EARLIEST_BIRTH)) {
            throw new IllegalArgumentException("date of birth must not be before " + EARLIEST_BIRTH);
        }
        Check.present(address, "address");
    }

    /** The patient as the certificate's holder names them. */
    public Holder holder() {
        return new Holder(nhsNumber, givenName + " " + familyName);
    }

    @Override
    public String toString() {
        return "Patient[redacted]";
    }
}
