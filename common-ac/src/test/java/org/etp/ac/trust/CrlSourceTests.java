package org.etp.ac.trust;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.security.cert.CRLReason;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.bouncycastle.asn1.x509.DistributionPointName;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.IssuingDistributionPoint;
import org.bouncycastle.cert.jcajce.JcaX509CRLConverter;
import org.bouncycastle.cert.jcajce.JcaX509v2CRLBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.trust.RevocationStatus.State;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CRL as a revocation source: what it says of each certificate, and when it cannot tell. */
class CrlSourceTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static CertificateAuthority ca;
    static Instant now;
    static X509Certificate hart;

    @BeforeAll
    static void build() throws Exception {
        pki = DemoPki.init(dir);
        ca = DemoPki.prescriberCa(pki);
        now = Instant.now();
        hart = pki.prescriberCertificate("hart-ecp256");
    }

    @Test
    void saysGoodByTheCrlOfTheIssuerUntilItsNextUpdate() throws Exception {
        RevocationStatus status = source(pki.crl()).statusOf(hart, ca.certificate(), now);
        assertThat(status.state()).isEqualTo(State.GOOD);
        assertThat(status.source()).isEqualTo("CRL");
        assertThat(status.evidence()).isEqualTo("the CRL of " + Names.readable(DemoPki.PRESCRIBER_CA_NAME));
        assertThat(status.thisUpdate()).isEqualTo(pki.crl().getThisUpdate().toInstant());
        assertThat(status.nextUpdate()).isEqualTo(pki.crl().getNextUpdate().toInstant());
    }

    @Test
    void saysRevokedWithTheDateAndReasonOfTheEntry() throws Exception {
        X509Certificate vane = pki.prescriberCertificate("vane-rsa2048");
        RevocationStatus status = source(pki.crl()).statusOf(vane, ca.certificate(), now);
        assertThat(status.state()).isEqualTo(State.REVOKED);
        assertThat(status.revocation().reason()).isEqualTo(CRLReason.KEY_COMPROMISE);
        assertThat(status.revocation().at())
                .isEqualTo(pki.crl().getRevokedCertificate(vane).getRevocationDate().toInstant());
    }

    @Test
    void cannotTellWithoutACrlFromTheIssuer() throws Exception {
        RevocationStatus status = source().statusOf(hart, ca.certificate(), now);
        assertThat(status.known()).isFalse();
        assertThat(status.sentence()).isEqualTo("there is no CRL from its issuer "
                + Names.readable(DemoPki.PRESCRIBER_CA_NAME) + ": revocation status unknown");
    }

    @Test
    void holdsARevocationDatedAfterTheCheckNotYetInForce() throws Exception {
        X509CRL crl = crl(builder -> builder.addCRLEntry(hart.getSerialNumber(),
                Date.from(now.plus(Duration.ofDays(1))), CRLReason.KEY_COMPROMISE.ordinal()));
        assertThat(source(crl).statusOf(hart, ca.certificate(), now).state()).isEqualTo(State.GOOD);
        assertThat(source(crl).statusOf(hart, ca.certificate(), now.plus(Duration.ofDays(2))).state())
                .isEqualTo(State.REVOKED);
    }

    @Test
    void cannotTellFromAPartitionedCrl() throws Exception {
        X509CRL crl = crl(builder -> builder.addExtension(Extension.issuingDistributionPoint, true,
                new IssuingDistributionPoint(new DistributionPointName(new GeneralNames(
                        new GeneralName(GeneralName.uniformResourceIdentifier, "http://crl.example/part1.crl"))),
                        true, false)));
        RevocationStatus status = source(crl).statusOf(hart, ca.certificate(), now);
        assertThat(status.known()).isFalse();
        assertThat(status.sentence()).contains("critical extensions").endsWith("revocation status unknown");
    }

    @Test
    void cannotTellFromACrlOfACaWhoseKeyMayNotSignCrls() throws Exception {
        // hart's own certificate stands in for an issuer whose keyUsage lacks cRLSign
        RevocationStatus status = source(pki.crl()).statusOf(hart, hart, now);
        assertThat(status.known()).isFalse();
        assertThat(status.sentence()).contains("may not sign CRLs");
    }

    private static CrlSource source(X509CRL... crls) throws TrustException {
        return CrlSource.check(List.of(crls), Map.of(ca.certificate().getSubjectX500Principal(), ca.certificate()),
                now);
    }

    private interface Entries {
        void add(JcaX509v2CRLBuilder builder) throws Exception;
    }

    /** A CRL of the prescriber CA, current now, with what {@code entries} adds. */
    private static X509CRL crl(Entries entries) throws Exception {
        var builder = new JcaX509v2CRLBuilder(ca.certificate(), Date.from(now.minus(Duration.ofMinutes(1))));
        builder.setNextUpdate(Date.from(now.plus(Duration.ofDays(7))));
        entries.add(builder);
        String algorithm = ca.certificate().getPublicKey().getAlgorithm().equals("EC") ? "SHA256withECDSA"
                : "SHA256withRSA";
        return new JcaX509CRLConverter().getCRL(builder.build(new JcaContentSignerBuilder(algorithm)
                .build(ca.privateKey())));
    }
}
