package org.etp.ac.oer;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An ETP certificate in OER as {@link X696Reader} reads it, after {@code etp-prescription-oer.asn}: every field's
 * value and the offset where its encoding starts, by path ({@code "acinfo.serialNumber"},
 * {@code "content.items[1].dosage"}). For the interoperability test, which compares the values with the
 * model's, and for the hostile tests, which damage the octets at known places.
 */
final class X696Certificate {

    final Map<String, Object> values = new LinkedHashMap<>();
    final Map<String, Integer> offsets = new LinkedHashMap<>();

    private X696Certificate() {
    }

    static X696Certificate read(byte[] bytes) {
        X696Certificate certificate = new X696Certificate();
        X696Reader in = new X696Reader(bytes);
        certificate.info(in);
        certificate.algorithmIdentifier(in, "signatureAlgorithm");
        certificate.put("signatureValue", in.position(), in.bitString());
        in.end();
        return certificate;
    }

    int offset(String path) {
        Integer offset = offsets.get(path);
        if (offset == null) {
            throw new IllegalArgumentException("no field " + path + " in " + offsets.keySet());
        }
        return offset;
    }

    private void info(X696Reader in) {
        boolean[] present = in.preamble(2);
        put("acinfo.preamble", in.position() - 1, present);
        put("acinfo.version", in.position(), in.fixedUnsigned(1));
        put("holder.preamble", in.position(), in.preamble(3));
        generalNames(in, "holder");
        put("issuer.tag", in.position(), in.choiceTag());
        boolean[] v2Form = in.preamble(3);
        put("issuer.preamble", in.position() - 1, v2Form);
        if (v2Form[0]) {
            generalNames(in, "issuer");
        }
        if (v2Form[1]) {
            boolean[] issuerSerial = in.preamble(1);
            put("baseCertificateID.preamble", in.position() - 1, issuerSerial);
            generalNames(in, "baseCertificateID");
            put("baseCertificateID.serial", in.position(), in.unsignedInteger());
        }
        algorithmIdentifier(in, "signature");
        put("acinfo.serialNumber", in.position(), in.unsignedInteger());
        put("acinfo.notBefore", in.position(), in.string());
        put("acinfo.notAfter", in.position(), in.string());
        put("attributes.quantity", in.position(), in.quantity());
        put("attribute.type", in.position(), in.objectIdentifier());
        put("attribute.values.quantity", in.position(), in.quantity());
        offsets.put("content.length", in.position());
        X696Reader content = in.openType();
        offsets.put("content", content.position());
        X696Content.read(content, (String) values.get("attribute.type"), this);
        content.end();
        offsets.put("acinfo.end", in.position());
        if (present[0]) {
            put("acinfo.issuerUniqueID", in.position(), in.bitString());
        }
        if (present[1]) {
            int extensions = in.quantity();
            for (int i = 0; i < extensions; i++) {
                boolean critical = in.preamble(1)[0];
                put("extensions[" + i + "].extnID", in.position(), in.objectIdentifier());
                put("extensions[" + i + "].critical", in.position(), critical && in.bool());
                put("extensions[" + i + "].extnValue", in.position(), in.octets());
            }
        }
    }

    private void generalNames(X696Reader in, String whose) {
        put(whose + ".names.quantity", in.position(), in.quantity());
        put(whose + ".name.tag", in.position(), in.choiceTag());
        put(whose + ".name", in.position(), in.octets());
    }

    private void algorithmIdentifier(X696Reader in, String name) {
        boolean[] present = in.preamble(1);
        put(name + ".preamble", in.position() - 1, present);
        put(name + ".algorithm", in.position(), in.objectIdentifier());
        if (present[0]) {
            put(name + ".parameters", in.position(), in.octets());
        }
    }

    void put(String path, int offset, Object value) {
        values.put(path, value);
        offsets.put(path, offset);
    }
}
