package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.cert.CRLReason;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.etp.ac.trust.RevocationStatus.Revocation;
import org.junit.jupiter.api.Test;

class RevocationStatusTests {

    private static final Instant ISSUED = Instant.parse("2026-03-01T09:00:00Z");
    private static final Instant NEXT = Instant.parse("2026-03-08T09:00:00Z");
    private static final String CRL_OF_CA = "the CRL of CN=Prescriber CA, O=ETP Demo, C=GB";
    private static final DateTimeFormatter DATES = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK)
            .withZone(ZoneId.of("Europe/London"));

    @Test
    void saysAGoodStatusWithItsEvidenceAndTimes() {
        RevocationStatus good = RevocationStatus.good("CRL", CRL_OF_CA, ISSUED, NEXT);
        assertThat(good.sentence()).isEqualTo("not revoked, by the CRL of CN=Prescriber CA, O=ETP Demo, C=GB"
                + " issued 2026-03-01T09:00:00Z, next update 2026-03-08T09:00:00Z");
        assertThat(good.headline(DATES)).isEqualTo("not revoked");
        assertThat(good.revoked()).isFalse();
    }

    @Test
    void saysWhenAndWhyACertificateWasRevoked() {
        RevocationStatus revoked = RevocationStatus.revoked("CRL", CRL_OF_CA,
                new Revocation(Instant.parse("2025-03-03T10:00:00Z"), CRLReason.KEY_COMPROMISE), ISSUED, NEXT);
        assertThat(revoked.headline(DATES)).isEqualTo("revoked on 3 March 2025");
        assertThat(revoked.sentence(DATES)).isEqualTo("revoked on 3 March 2025 (key compromise), by the CRL of"
                + " CN=Prescriber CA, O=ETP Demo, C=GB issued 1 March 2026, next update 8 March 2026");
        assertThat(revoked.revoked()).isTrue();
    }

    @Test
    void leavesOutAnUnspecifiedReason() {
        RevocationStatus revoked = RevocationStatus.revoked("CRL", CRL_OF_CA,
                new Revocation(Instant.parse("2025-03-03T10:00:00Z"), null), ISSUED, NEXT);
        assertThat(revoked.revocation().reason()).isEqualTo(CRLReason.UNSPECIFIED);
        assertThat(revoked.sentence(DATES)).startsWith("revoked on 3 March 2025, by the CRL");
    }

    @Test
    void saysWhyAStatusIsUnknown() {
        RevocationStatus unknown = RevocationStatus.unknown("CRL", "there is no CRL from its issuer CN=X");
        assertThat(unknown.sentence()).isEqualTo("there is no CRL from its issuer CN=X: revocation status unknown");
        assertThat(unknown.headline(DATES)).isEqualTo("revocation status unknown");
        assertThat(unknown.known()).isFalse();
        assertThat(unknown.currentAt(ISSUED)).isFalse();
    }

    @Test
    void holdsUntilItsNextUpdateAndNoLonger() {
        RevocationStatus good = RevocationStatus.good("CRL", CRL_OF_CA, ISSUED, NEXT);
        assertThat(good.currentAt(NEXT)).isTrue();
        assertThat(good.currentAt(NEXT.plusMillis(1))).isFalse();
        assertThat(good.wentStale()).isEqualTo("its CRL went stale at 2026-03-08T09:00:00Z");
    }

    @Test
    void isRecordedAsItsSourceAndNextUpdate() {
        RecordedRevocation recorded = RevocationStatus.good("CRL", CRL_OF_CA, ISSUED, NEXT).recorded();
        assertThat(recorded).isEqualTo(new RecordedRevocation("CRL", NEXT));
        assertThat(recorded.currentUntil()).isEqualTo("CRL current until 2026-03-08T09:00:00Z");
        assertThat(recorded.nextUpdateHeading()).isEqualTo("CRL next update");
    }

    @Test
    void refusesAKnownStatusWithoutItsTimesOrARevocationWithoutADate() {
        assertThatThrownBy(() -> RevocationStatus.good("CRL", CRL_OF_CA, ISSUED, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RevocationStatus("CRL", RevocationStatus.State.GOOD, CRL_OF_CA, ISSUED, NEXT,
                new Revocation(ISSUED, CRLReason.KEY_COMPROMISE))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Revocation(null, CRLReason.KEY_COMPROMISE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
