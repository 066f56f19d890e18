package org.etp.ac.oer;

import static org.etp.ac.oer.OerSurgery.concat;
import static org.etp.ac.oer.OerSurgery.length;
import static org.etp.ac.oer.OerSurgery.nestedSequences;
import static org.etp.ac.oer.OerSurgery.octets;
import static org.etp.ac.oer.OerSurgery.set;
import static org.etp.ac.oer.OerSurgery.splice;
import static org.etp.ac.oer.OerSurgery.within;
import static org.etp.ac.rejection.Reason.MALFORMED;
import static org.etp.ac.rejection.Reason.NON_CANONICAL;

import java.util.Arrays;
import java.util.List;
import org.etp.ac.rejection.Reason;

/**
 * Hostile envelopes of an OER certificate: every other encoding of its values than the canonical one
 * ({@code NON_CANONICAL}), and whatever is no ETP certificate — outside the profile, truncated, followed by
 * bytes, a length or quantity past the input, a name nested too deep ({@code MALFORMED}). The codec's tests
 * ({@link OerStrictDecodingTests}) and the pharmacy's intake tests (over its socket, from this module's
 * test-jar) apply the same cases.
 */
public final class OerHostileEnvelopes {

    /** One damaged certificate: what was done to it, the reason it must be refused with, its bytes. */
    public record Hostile(String name, Reason reason, byte[] bytes) {
    }

    /** One way to damage a certificate, knowing where its fields are. */
    public record Case(String name, Reason reason, Damage damage) {

        @Override
        public String toString() {
            return name;
        }
    }

    /** What a {@link Case} does to the certificate's octets. */
    interface Damage {
        byte[] apply(byte[] oer, X696Certificate at);
    }

    /** An extension: critical present ({@code 80}) or absent ({@code 00}), extnID 2.5.29.14, extnValue 04 00. */
    static byte[] extension(int preamble, int... critical) {
        return concat(octets(preamble, 0x03, 0x55, 0x1D, 0x0E), octets(critical), octets(0x02, 0x04, 0x00));
    }

    /** The octets of the baseCertificateID's serial, its length octet included (serials are under 128 octets). */
    static int serialOctets(byte[] oer, X696Certificate at) {
        return 1 + oer[at.offset("baseCertificateID.serial")];
    }

    static byte[] withExtensions(byte[] oer, X696Certificate at, byte[] extensions) {
        return splice(set(oer, at.offset("acinfo.preamble"), 0x40), at.offset("acinfo.end"), 0, extensions);
    }

    /** Every case: a name, the reason it must be refused with, and the damage. */
    public static final List<Case> CASES = List.of(
            new Case("a long-form length where the short form does", NON_CANONICAL, (oer, at) -> splice(oer,
                    at.offset("holder.name"), 0, 0x81)),
            new Case("a long-form length with a leading zero octet", NON_CANONICAL, (oer, at) -> splice(oer,
                    at.offset("issuer.name"), 1, 0x82, 0x00)),
            new Case("an INTEGER with a redundant leading octet", NON_CANONICAL, (oer, at) -> within(oer,
                    at.offset("acinfo.serialNumber"), at.offset("acinfo.serialNumber") + 1, 0, 0x00)),
            new Case("an INTEGER's length in the long form", NON_CANONICAL, (oer, at) -> splice(oer,
                    at.offset("acinfo.serialNumber"), 0, 0x81)),
            new Case("a quantity with a redundant leading octet", NON_CANONICAL, (oer, at) -> splice(oer,
                    at.offset("attributes.quantity"), 2, 0x02, 0x00, 0x01)),
            new Case("a quantity's length in the long form", NON_CANONICAL, (oer, at) -> splice(oer,
                    at.offset("attribute.values.quantity"), 0, 0x81)),
            new Case("the open type's length with a leading zero octet", NON_CANONICAL, (oer, at) -> {
                byte[] length = length(at.offset("acinfo.end") - at.offset("content"));
                byte[] value = length.length == 1 ? length : Arrays.copyOfRange(length, 1, length.length);
                return splice(oer, at.offset("content.length"), length.length,
                        concat(octets(0x80 | value.length + 1, 0x00), value));
            }),
            new Case("a set padding bit in the presence bitmap", NON_CANONICAL, (oer, at) -> set(oer,
                    at.offset("acinfo.preamble"), 0x01)),
            new Case("a set bit where a non-extensible type has no extension marker", NON_CANONICAL, (oer, at) -> set(
                    oer, at.offset("holder.preamble"), 0x40 | 0x10)),
            new Case("a set padding bit in an AlgorithmIdentifier's bitmap", NON_CANONICAL, (oer, at) -> set(oer,
                    at.offset("signature.preamble"), oer[at.offset("signature.preamble")] | 0x01)),
            new Case("a DEFAULT spelt out: critical FALSE", NON_CANONICAL, (oer, at) -> withExtensions(oer, at,
                    concat(octets(0x01, 0x01), extension(0x80, 0x00)))),
            new Case("a BOOLEAN true other than FF in a DEFAULT", NON_CANONICAL, (oer, at) -> withExtensions(oer, at,
                    concat(octets(0x01, 0x01), extension(0x80, 0x01)))),
            new Case("a critical extension", MALFORMED, (oer, at) -> withExtensions(oer, at,
                    concat(octets(0x01, 0x01), extension(0x80, 0xFF)))),
            new Case("an extension twice", MALFORMED, (oer, at) -> withExtensions(oer, at,
                    concat(octets(0x01, 0x02), extension(0x00), extension(0x00)))),
            new Case("an empty SEQUENCE OF extensions", MALFORMED, (oer, at) -> withExtensions(oer, at,
                    octets(0x01, 0x00))),
            new Case("the presence bit of extensions with none behind it", MALFORMED, (oer, at) -> set(oer,
                    at.offset("acinfo.preamble"), 0x40)),
            new Case("an issuerUniqueID", MALFORMED, (oer, at) -> splice(set(oer, at.offset("acinfo.preamble"), 0x80),
                    at.offset("acinfo.end"), 0, 0x02, 0x00, 0x7F)),
            new Case("the holder's baseCertificateID, outside the profile", MALFORMED, (oer, at) -> set(oer,
                    at.offset("holder.preamble"), 0xC0)),
            new Case("the holder's objectDigestInfo, outside the profile", MALFORMED, (oer, at) -> set(oer,
                    at.offset("holder.preamble"), 0x60)),
            new Case("a holder without an entityName", MALFORMED, (oer, at) -> splice(set(oer,
                    at.offset("holder.preamble"), 0x00), at.offset("holder.names.quantity"),
                    at.offset("issuer.tag") - at.offset("holder.names.quantity"))),
            new Case("the issuer's objectDigestInfo, outside the profile", MALFORMED, (oer, at) -> set(oer,
                    at.offset("issuer.preamble"), 0xE0)),
            new Case("a set padding bit in the issuer's V2Form preamble", NON_CANONICAL, (oer, at) -> set(oer,
                    at.offset("issuer.preamble"), 0xD0)),
            new Case("the baseCertificateID's issuerUID, outside the profile", MALFORMED, (oer, at) -> set(oer,
                    at.offset("baseCertificateID.preamble"), 0x80)),
            new Case("a set padding bit in the baseCertificateID's preamble", NON_CANONICAL, (oer, at) -> set(oer,
                    at.offset("baseCertificateID.preamble"), 0x40)),
            new Case("two names in the baseCertificateID's issuer", MALFORMED, (oer, at) -> set(oer,
                    at.offset("baseCertificateID.names.quantity") + 1, 0x02)),
            new Case("a dNSName [2] for the baseCertificateID's issuer", MALFORMED, (oer, at) -> set(oer,
                    at.offset("baseCertificateID.name.tag"), 0x82)),
            new Case("a non-minimal length inside the baseCertificateID's DER name", NON_CANONICAL, (oer, at) -> {
                int name = at.offset("baseCertificateID.name");
                int derLength = name + OerSurgery.length(oer, name)[1] + 1;
                int first = oer[derLength] & 0xFF;
                return first < 0x80 ? within(oer, name, derLength, 0, 0x81)
                        : within(oer, name, derLength, 1, first + 1, 0x00);
            }),
            new Case("a baseCertificateID serial of 0", MALFORMED, (oer, at) -> splice(oer,
                    at.offset("baseCertificateID.serial"), serialOctets(oer, at), 0x01, 0x00)),
            new Case("a baseCertificateID serial with a redundant leading zero octet", NON_CANONICAL, (oer, at) ->
                    splice(splice(oer, at.offset("baseCertificateID.serial") + 1, 0, 0x00),
                            at.offset("baseCertificateID.serial"), 1, oer[at.offset("baseCertificateID.serial")] + 1)),
            new Case("a baseCertificateID serial of 21 octets", MALFORMED, (oer, at) -> splice(oer,
                    at.offset("baseCertificateID.serial"), serialOctets(oer, at), concat(octets(21, 0x01),
                            new byte[20]))),
            new Case("an issuer alternative [1] that does not exist", MALFORMED, (oer, at) -> set(oer,
                    at.offset("issuer.tag"), 0x81)),
            new Case("the issuer's v1Form, a universal tag", MALFORMED, (oer, at) -> set(oer,
                    at.offset("issuer.tag"), 0x10)),
            new Case("a dNSName [2] for the holder", MALFORMED, (oer, at) -> set(oer, at.offset("holder.name.tag"),
                    0x82)),
            new Case("a GeneralName [7] for the issuer", MALFORMED, (oer, at) -> set(oer, at.offset("issuer.name.tag"),
                    0x87)),
            new Case("BER inside the holder's DER name", NON_CANONICAL, (oer, at) -> within(oer,
                    at.offset("holder.name"), at.offset("holder.name") + 2, 0, 0x81)),
            new Case("a name nested 250 deep", MALFORMED, (oer, at) -> {
                byte[] bomb = nestedSequences(250);
                int start = at.offset("holder.name");
                int end = at.offset("issuer.tag");
                return splice(oer, start, end - start, concat(length(bomb.length), bomb));
            }),
            new Case("an allocation bomb: a name of 2 GiB", MALFORMED, (oer, at) -> splice(oer,
                    at.offset("holder.name"), 1, 0x84, 0x7F, 0xFF, 0xFF, 0xFF)),
            new Case("a quantity bomb: 2^31 attributes", MALFORMED, (oer, at) -> splice(oer,
                    at.offset("attributes.quantity"), 2, 0x04, 0x7F, 0xFF, 0xFF, 0xFF)),
            new Case("a length determinant of 127 octets", MALFORMED, (oer, at) -> splice(oer,
                    at.offset("holder.name"), 1, 0xFF)),
            new Case("version v3", MALFORMED, (oer, at) -> set(oer, at.offset("acinfo.version"), 0x02)),
            new Case("serial number zero", MALFORMED, (oer, at) -> {
                int start = at.offset("acinfo.serialNumber");
                return splice(oer, start, at.offset("acinfo.notBefore") - start, 0x01, 0x00);
            }),
            new Case("a time not of the form YYYYMMDDHHMMSSZ", MALFORMED, (oer, at) -> set(oer,
                    at.offset("acinfo.notBefore") + 15, '0')),
            new Case("a time that names no real instant: month 13", MALFORMED, (oer, at) -> set(set(oer,
                    at.offset("acinfo.notAfter") + 5, '1'), at.offset("acinfo.notAfter") + 6, '3')),
            new Case("an attribute type of no ETP profile", MALFORMED, (oer, at) -> set(oer,
                    at.offset("content.length") - 3, oer[at.offset("content.length") - 3] + 3)),
            new Case("an OID with a non-minimal subidentifier", MALFORMED, (oer, at) -> within(oer,
                    at.offset("attribute.type"), at.offset("attribute.type") + 2, 0, 0x80)),
            new Case("a signature field other than signatureAlgorithm", MALFORMED, (oer, at) -> set(oer,
                    at.offset("signature.parameters") - 1, oer[at.offset("signature.parameters") - 1] + 1)),
            new Case("a BIT STRING of other than whole octets", MALFORMED, (oer, at) -> set(oer,
                    oer.length - ((byte[]) at.values.get("signatureValue")).length - 1, 0x01)),
            new Case("a byte after the certificate", MALFORMED, (oer, at) -> concat(oer, new byte[1])),
            new Case("a byte after the content, inside its open type", MALFORMED, (oer, at) -> within(oer,
                    at.offset("content.length"), at.offset("acinfo.end"), 0, 0x00)),
            new Case("the last byte cut off", MALFORMED, (oer, at) -> Arrays.copyOf(oer, oer.length - 1)),
            new Case("nothing at all", MALFORMED, (oer, at) -> new byte[0]));

    private OerHostileEnvelopes() {
    }

    /** Every case applied to {@code oer}, a canonical signed OER certificate. */
    public static List<Hostile> of(byte[] oer) {
        X696Certificate at = X696Certificate.read(oer);
        return CASES.stream().map(each -> new Hostile(each.name(), each.reason(), each.damage().apply(oer, at)))
                .toList();
    }
}
