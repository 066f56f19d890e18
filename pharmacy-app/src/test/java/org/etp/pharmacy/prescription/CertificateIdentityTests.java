package org.etp.pharmacy.prescription;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.etp.ac.prescription.Profile;
import org.junit.jupiter.api.Test;

class CertificateIdentityTests {

    private static final String ID = "A7DDC6-Y12345-517DDV";
    private static final String ISSUER = "CN=Dr Amelia Hart,C=GB";

    @Test
    void keysAPrescriptionByItsIdWhateverItsSerial() {
        var first = new CertificateIdentity(Profile.PRESCRIPTION, ID, ISSUER, BigInteger.ONE);
        var resent = new CertificateIdentity(Profile.PRESCRIPTION, ID, ISSUER, BigInteger.TWO);

        assertThat(first.key()).isEqualTo(resent.key());
    }

    @Test
    void keysExemptionsAndAuditRecordsByIssuerAndSerialNeverAsThePrescriptionTheyName() {
        var prescription = new CertificateIdentity(Profile.PRESCRIPTION, ID, ISSUER, BigInteger.ONE);
        var exemption = new CertificateIdentity(Profile.SIMPLE, ID, ISSUER, BigInteger.TWO);
        var anotherExemption = new CertificateIdentity(Profile.SIMPLE, ID, ISSUER, BigInteger.TEN);
        var audit = new CertificateIdentity(Profile.COMPLEX, ID, ISSUER, BigInteger.TWO);
        var otherIssuer = new CertificateIdentity(Profile.SIMPLE, ID, "CN=Dr B,C=GB", BigInteger.TWO);

        assertThat(exemption.key()).isNotEqualTo(prescription.key()).isNotEqualTo(anotherExemption.key())
                .isNotEqualTo(audit.key()).isNotEqualTo(otherIssuer.key());
        assertThat(exemption.serialKey()).isEqualTo(audit.serialKey()).isNotEqualTo(otherIssuer.serialKey());
    }

    @Test
    void readsTheProfileOfAStoredRow() {
        assertThat(CertificateIdentity.ofRow("complex", ID, ISSUER, BigInteger.ONE).profile()).isEqualTo(Profile.COMPLEX);
        assertThatThrownBy(() -> new CertificateIdentity(Profile.SIMPLE, ID, null, BigInteger.ONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
