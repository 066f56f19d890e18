package org.etp.pharmacy.adversarial;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.oer.OerHostileEnvelopes.Hostile;
import org.etp.ac.oer.OerHostileEnvelopes;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The OER codec's hostile envelopes (common-ac's {@link OerHostileEnvelopes}: non-canonical lengths, integers
 * and presence bits, values outside the profile, truncation, trailing bytes, nesting and allocation bombs),
 * each made from a certificate of this run's PKI and sent as OER over a real socket: every one is REJECTED
 * with its reason, none is stored, and a valid OER certificate on the same connection is then ACCEPTED.
 */
@PharmacyAppTest
class OerHostileIntegrationTests {

    private static final AtomicLong SEEDS = new AtomicLong(970_000);

    @Autowired
    IntakeServer intake;

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = "CANCELLATION", mode = EnumSource.Mode.EXCLUDE)
    void rejectsEveryHostileOerEnvelopeAndKeepsServing(Profile profile) throws Exception {
        byte[] valid = TestPki.signed(WireFormat.OER, profile, SignatureAlgorithm.RSA2048, SEEDS.getAndIncrement());
        // An empty payload cannot be framed at all: the frame layer's own tests cover it.
        List<Hostile> corpus = OerHostileEnvelopes.of(valid).stream().filter(each -> each.bytes().length > 0)
                .toList();
        long storedBefore = PharmacyDatabase.count("SELECT count(*) FROM prescription");
        List<String> wrong = new ArrayList<>();
        int accepted = 0;

        try (IntakeSocket attacker = new IntakeSocket(intake.port())) {
            for (Hostile hostile : corpus) {
                ResponseFrame response = attacker.submit(WireFormat.OER, hostile.bytes());
                if (response.status() == ResponseStatus.ACCEPTED || response.status() == ResponseStatus.DUPLICATE) {
                    accepted++;
                }
                if (response.status() != ResponseStatus.REJECTED
                        || !response.reason().equals(Optional.of(hostile.reason()))) {
                    wrong.add(hostile.name() + ": " + response.status() + " " + response.reason().orElse(null)
                            + " (expected REJECTED " + hostile.reason() + ")");
                }
            }
            assertThat(corpus).hasSizeGreaterThanOrEqualTo(25);
            assertThat(wrong).isEmpty();
            assertThat(accepted).isZero();
            assertThat(PharmacyDatabase.count("SELECT count(*) FROM prescription")).isEqualTo(storedBefore);

            byte[] next = TestPki.signed(WireFormat.OER, profile, SignatureAlgorithm.ECP256, SEEDS.getAndIncrement());
            assertThat(attacker.submit(WireFormat.OER, next).status()).isEqualTo(ResponseStatus.ACCEPTED);
        }
    }
}
