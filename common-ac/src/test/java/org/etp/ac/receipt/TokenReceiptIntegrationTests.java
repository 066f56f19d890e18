package org.etp.ac.receipt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import org.etp.ac.audit.AccessCheckpoint;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.SoftHsm;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The pharmacy's receipts and audit checkpoints signed with its key in a PKCS#11 token, and verifying. */
class TokenReceiptIntegrationTests {

    @TempDir
    static Path dir;

    static PkiDirectory pki;
    static SigningIdentity pharmacy;

    @BeforeAll
    static void pharmacyKeyInTheToken() throws Exception {
        var token = SoftHsm.open(SoftHsm.RECEIPTS);
        pki = DemoPki.init(dir.resolve("pki"), false, PkiLayout.DEMO_PASSWORD.toCharArray(), Optional.empty(), token);
        pharmacy = PharmacySigningKey.read(pki, Instant.now(), token);
    }

    @ParameterizedTest
    @EnumSource(WireFormat.class)
    void signsAReceiptInTheTokenThatThePrescriberVerifies(WireFormat format) throws Exception {
        assertThat(pharmacy.inToken()).isTrue();
        ReceiptFixtures fixture = ReceiptFixtures.partlyDispensed(27_000_001, format);
        EncodedReceipt receipt = new ReceiptIssuer(pharmacy).issue(fixture.facts(), ReceiptFixtures.serial(), format);

        VerifiedReceipt verified = ReceiptVerifier.fromPki(pki, Instant.now()).verify(receipt,
                fixture.prescription().prescriptionId(), fixture.stored());

        assertThat(verified.pharmacy()).isEqualTo(DemoPki.PHARMACY_SIGNING_NAME);
    }

    @Test
    void signsAnAuditCheckpointInTheTokenThatVerifies() throws Exception {
        AccessCheckpoint checkpoint = new AccessCheckpoint(7, Instant.now(), "node-1",
                HexFormat.of().parseHex("00".repeat(32)));
        byte[] signature = DetachedSignatures.sign(pharmacy, checkpoint.content());

        DetachedSignatures.verify(Optional.of(SignatureAlgorithm.ECP256), pharmacy.certificate().getPublicKey(),
                checkpoint.content(), 0, checkpoint.content().length, signature);
    }
}
