package org.etp.ac.oer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.etp.ac.oer.OerSurgery.concat;
import static org.etp.ac.oer.OerSurgery.octets;
import static org.etp.ac.oer.OerSurgery.resize;
import static org.etp.ac.oer.OerSurgery.set;
import static org.etp.ac.oer.OerSurgery.splice;
import static org.etp.ac.oer.OerSurgery.within;
import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile contents, inside the attribute's open type (whose length each case writes again, so that the damage
 * itself is what is refused): other encodings of the same values are {@code NON_CANONICAL}, values outside
 * the module's alphabets, bounds and ENUMERATED values are {@code MALFORMED}. A case runs on every profile
 * whose content has the field it damages.
 */
class OerContentStrictTests {

    /** One way to damage a content: the field it needs (a path suffix), and what it does there. */
    interface Damage {
        byte[] apply(byte[] oer, int field, X696Certificate at);
    }

    static final List<Object[]> CASES = List.of(
            damage("a PrintableString character outside the alphabet", "prescriptionId", MALFORMED,
                    (oer, field, at) -> set(oer, field, '@')),
            damage("a fixed-size string one character short", "prescriptionId", MALFORMED,
                    (oer, field, at) -> splice(oer, field, 1)),
            damage("a BOOLEAN true other than FF", "exempt", NON_CANONICAL, (oer, field, at) -> set(oer, field, 0x01)),
            damage("a BOOLEAN true other than FF in a list", "verificationResults[0].passed", NON_CANONICAL,
                    (oer, field, at) -> set(oer, field, 0x01)),
            damage("a NumericString with a letter", "patient.nhsNumber", MALFORMED,
                    (oer, field, at) -> set(oer, field + 3, 'A')),
            damage("a UTF8String's length in the long form", "patient.givenName", NON_CANONICAL,
                    (oer, field, at) -> splice(oer, field, 0, 0x81)),
            damage("an octet that is no UTF-8", "patient.familyName", MALFORMED,
                    (oer, field, at) -> set(oer, field + 1, 0xFF)),
            damage("an overlong UTF-8 encoding", "patient.givenName", MALFORMED,
                    (oer, field, at) -> within(oer, field, field + 1, 1, 0xC1, 0x80 | oer[field + 1] & 0x3F)),
            damage("a UTF8String over its SIZE", "patient.givenName", MALFORMED, (oer, field, at) -> splice(oer,
                    field, 1 + oer[field], concat(octets(61), "a".repeat(61).getBytes(StandardCharsets.UTF_8)))),
            damage("an empty UTF8String", "prescriber.name", MALFORMED,
                    (oer, field, at) -> splice(oer, field, 1 + oer[field], 0x00)),
            damage("a PrintableString under its SIZE", "patient.address.postcode", MALFORMED,
                    (oer, field, at) -> within(oer, field, field + 1, oer[field] - 5)),
            damage("a quantity with a redundant leading octet", ".items", NON_CANONICAL,
                    (oer, field, at) -> splice(oer, field, 2, 0x02, 0x00, oer[field + 1])),
            damage("a SEQUENCE OF over its SIZE: five items", ".items", MALFORMED, (oer, field, at) -> {
                int first = at.offset(path(at, ".items[0].dmdCode"));
                int next = at.offset(path(at, ".items[0].dosage")) + 1 + oer[at.offset(path(at, ".items[0].dosage"))];
                byte[] item = Arrays.copyOfRange(oer, first, next);
                byte[] more = concat(item, item, item, item, item);
                return splice(set(oer, field + 1, oer[field + 1] + 5 - oer[field + 1]), first, 0,
                        Arrays.copyOf(more, item.length * (5 - oer[field + 1])));
            }),
            damage("a SEQUENCE OF under its SIZE: no items", ".items", MALFORMED,
                    (oer, field, at) -> splice(oer, field, at.offset(path(at, ".type")) - field, 0x01, 0x00)),
            damage("an ENUMERATED in the long form", ".type", NON_CANONICAL,
                    (oer, field, at) -> splice(oer, field, 0, 0x81)),
            damage("an ENUMERATED value the module lacks", ".type", MALFORMED, (oer, field, at) -> set(oer, field, 7)),
            damage("a role the module lacks", "prescriber.role", MALFORMED, (oer, field, at) -> set(oer, field, 4)),
            damage("a status the module lacks", "statusHistory[0].status", MALFORMED,
                    (oer, field, at) -> set(oer, field, 9)),
            damage("an INTEGER (1..4) of 5", "dispenseHistory[0].itemNumber", MALFORMED,
                    (oer, field, at) -> set(oer, field, 5)),
            damage("an INTEGER (1..4) of 0", "dispenseHistory[0].itemNumber", MALFORMED,
                    (oer, field, at) -> set(oer, field, 0)),
            damage("a time not of the form YYYYMMDDHHMMSSZ", "statusHistory[0].at", MALFORMED,
                    (oer, field, at) -> set(oer, field + 15, '0')),
            damage("a set padding bit in a prescription's presence bitmap", ".preamble", NON_CANONICAL,
                    (oer, field, at) -> set(oer, field, oer[field] | 0x40)),
            damage("a nominated pharmacy whose presence bit is clear", ".preamble", MALFORMED,
                    (oer, field, at) -> set(oer, field, 0x00)),
            damage("a presence bit set with no nominated pharmacy after it", ".nominatedPharmacy.odsCode", MALFORMED,
                    (oer, field, at) -> {
                        int name = at.offset(path(at, ".nominatedPharmacy.name"));
                        return splice(oer, field, name + 1 + oer[name] - field);
                    }),
            damage("an empty nominated pharmacy", ".nominatedPharmacy.odsCode", MALFORMED,
                    (oer, field, at) -> {
                        int name = at.offset(path(at, ".nominatedPharmacy.name"));
                        return splice(oer, field, name + 1 + oer[name] - field, 0x00, 0x00);
                    }));

    static Stream<Arguments> cases() throws Exception {
        return Stream.of(Profile.values()).flatMap(profile -> {
            X696Certificate at = X696Certificate.read(sample(profile));
            return CASES.stream().filter(damage -> content(at).anyMatch(path -> path.endsWith((String) damage[1])))
                    .map(damage -> Arguments.of(profile, damage[0], damage[1], damage[2], damage[3]));
        });
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("cases")
    void refusesAHostileContent(Profile profile, String what, String field, Reason reason, Damage damage)
            throws Exception {
        byte[] oer = sample(profile);
        X696Certificate at = X696Certificate.read(oer);
        byte[] damaged = damage.apply(oer, at.offset(path(at, field)), at);
        byte[] hostile = resize(damaged, at.offset("content.length"), damaged.length - oer.length);

        assertThatThrownBy(() -> OerCertificateCodec.instance().decode(hostile)).as(what)
                .isInstanceOfSatisfying(VerificationException.class, e -> assertThat(e.reason()).as(e.getMessage())
                        .isEqualTo(reason));
    }

    private static byte[] sample(Profile profile) {
        try {
            return OerCertificateCodec.instance().encode(TestCredentials.sample(profile, 37),
                    TestCredentials.identity(SignatureAlgorithm.ED25519));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The first field of the content whose path ends with {@code suffix}. */
    private static String path(X696Certificate at, String suffix) {
        return content(at).filter(path -> path.endsWith(suffix)).findFirst().orElseThrow();
    }

    private static Stream<String> content(X696Certificate at) {
        return at.offsets.keySet().stream().filter(path -> path.startsWith("content."));
    }

    private static Object[] damage(String what, String field, Reason reason, Damage damage) {
        return new Object[] {what, field, reason, Named.of(what, damage)};
    }
}
