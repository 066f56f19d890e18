package org.etp.ac.codec;

import java.util.Locale;
import org.etp.ac.der.DerCertificateCodec;
import org.etp.ac.oer.OerCertificateCodec;
import org.etp.ac.xml.XmlCertificateCodec;

/** The forms of an ETP attribute certificate, with the one-byte code each has in a frame. */
public enum WireFormat {

    DER(1),
    XML(2),
    OER(3);

    private final int code;

    WireFormat(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** The command-line name: {@code der}, {@code xml} or {@code oer}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The media type of a file of this form: RFC 5755's {@code application/pkix-attr-cert} for DER,
     * {@code application/xml}, and for OER, which has no registered type, {@code application/octet-stream}.
     * The file's extension is {@link #id()}.
     */
    public String mediaType() {
        return switch (this) {
            case DER -> "application/pkix-attr-cert";
            case XML -> "application/xml";
            case OER -> "application/octet-stream";
        };
    }

    public CertificateCodec codec() {
        return switch (this) {
            case DER -> DerCertificateCodec.instance();
            case XML -> XmlCertificateCodec.instance();
            case OER -> OerCertificateCodec.instance();
        };
    }

    public static WireFormat fromCode(int code) {
        for (WireFormat format : values()) {
            if (format.code == code) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown certificate form code " + code);
    }

    public static WireFormat fromId(String id) {
        for (WireFormat format : values()) {
            if (format.id().equalsIgnoreCase(id)) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown certificate form '" + id + "' (der, xml or oer)");
    }
}
