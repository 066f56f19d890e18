package org.etp.perf.cli;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.XmlEngine;
import org.etp.perf.timing.link.LinkRate;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Command-line names of the formats, profiles, algorithms and XML engines. */
final class Converters {

    private Converters() {
    }

    static final class Format implements ITypeConverter<WireFormat> {
        @Override
        public WireFormat convert(String value) {
            return WireFormat.fromId(value);
        }
    }

    static final class ProfileId implements ITypeConverter<Profile> {
        @Override
        public Profile convert(String value) {
            return Profile.fromId(value);
        }
    }

    /**
     * A profile a pharmacy stores by itself: a cancellation only withdraws a prescription already there, so
     * load and timing runs of it would measure refusals. Asking for one is a usage error.
     */
    static final class StoredProfileId implements ITypeConverter<Profile> {
        @Override
        public Profile convert(String value) {
            Profile profile = Profile.fromId(value);
            if (profile == Profile.CANCELLATION) {
                throw new TypeConversionException("cancellation is not a certificate a pharmacy stores by itself (it"
                        + " withdraws a stored prescription: use etp cancel); choose simple, prescription or complex");
            }
            return profile;
        }
    }

    static final class Rate implements ITypeConverter<LinkRate> {
        @Override
        public LinkRate convert(String value) {
            return LinkRate.parse(value);
        }
    }

    static final class Algorithm implements ITypeConverter<SignatureAlgorithm> {
        @Override
        public SignatureAlgorithm convert(String value) {
            return SignatureAlgorithm.fromId(value);
        }
    }

    static final class Engine implements ITypeConverter<XmlEngine> {
        @Override
        public XmlEngine convert(String value) {
            return XmlEngine.fromId(value);
        }
    }

    /** An ODS code, checked as the prescription model checks it, or {@code none}: no nomination. */
    static final class OdsCode implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            if (SampleGenerator.NO_NOMINATION.equals(value)) {
                return value;
            }
            return new Organisation(value, "nominated pharmacy").odsCode();
        }
    }
}
