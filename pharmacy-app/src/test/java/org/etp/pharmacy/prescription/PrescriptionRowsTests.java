package org.etp.pharmacy.prescription;

import static org.assertj.core.api.Assertions.assertThat;

import javax.security.auth.x500.X500Principal;
import org.junit.jupiter.api.Test;

class PrescriptionRowsTests {

    @Test
    void namesIssuersReadablyIncludingTheirRegistrationNumber() {
        var issuer = new X500Principal(
                "CN=Dr Amelia Hart, SERIALNUMBER=GMC 7012345, T=GENERAL_PRACTITIONER, C=GB");

        assertThat(PrescriptionRows.issuerName(issuer))
                .isEqualTo("CN=Dr Amelia Hart,SERIALNUMBER=GMC 7012345,TITLE=GENERAL_PRACTITIONER,C=GB");
    }
}
