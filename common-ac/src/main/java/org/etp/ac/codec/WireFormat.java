package org.etp.ac.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.etp.ac.der.DerCertificateCodec;
import org.etp.ac.oer.OerCertificateCodec;
import org.etp.ac.xml.XmlCertificateCodec;

/**
 * The forms of an ETP attribute certificate. {@link #codec()} is the one switch over them; everything else a form
 * is — its code in a frame, its name, its media type, its first bytes, its dump — its codec says
 * ({@link CertificateCodec#description()}), so that adding a form is a new package and one line here.
 */
public enum WireFormat {

    DER,
    XML,
    OER;

    public CertificateCodec codec() {
        return switch (this) {
            case DER -> DerCertificateCodec.instance();
            case XML -> XmlCertificateCodec.instance();
            case OER -> OerCertificateCodec.instance();
        };
    }

    /** What the form says of itself. */
    public FormDescription description() {
        return codec().description();
    }

    /** The one-byte code the form has in a frame. */
    public int code() {
        return description().code();
    }

    /** The command-line name: {@code der}, {@code xml} or {@code oer}. */
    public String id() {
        return description().id();
    }

    /** The media type of a file of this form; the file's extension is {@link FormDescription#fileExtension()}. */
    public String mediaType() {
        return description().mediaType();
    }

    public static WireFormat fromCode(int code) {
        for (WireFormat format : values()) {
            if (format.code() == code) {
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
        throw new IllegalArgumentException("unknown certificate form '" + id + "' (" + either(WireFormat::id) + ")");
    }

    /** The form whose first bytes {@code head} begins with, or empty when it looks like none of them. */
    public static Optional<WireFormat> recognise(byte[] head) {
        for (WireFormat format : values()) {
            if (format.codec().recognises(head)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }

    /** Every form as {@code name} spells it, for a sentence: {@code der, xml or oer}. */
    public static String either(Function<WireFormat, String> name) {
        List<String> names = new ArrayList<>();
        for (WireFormat format : values()) {
            names.add(name.apply(format));
        }
        String last = names.remove(names.size() - 1);
        return names.isEmpty() ? last : String.join(", ", names) + " or " + last;
    }
}
