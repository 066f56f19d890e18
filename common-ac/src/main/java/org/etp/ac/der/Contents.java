package org.etp.ac.der;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.etp.ac.prescription.AuditRecord;
import org.etp.ac.prescription.Cancellation;
import org.etp.ac.prescription.CertificateContent;
import org.etp.ac.prescription.ChargeExemption;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.VerificationException;

/** The certificate's one attribute: which type carries which profile, and the mapping of each value. */
final class Contents {

    private static final Map<Profile, byte[]> TYPES_DER = new EnumMap<>(Profile.class);

    static {
        for (Profile profile : Profile.values()) {
            TYPES_DER.put(profile, Values.der(attributeType(profile)));
        }
    }

    private Contents() {
    }

    static ASN1ObjectIdentifier attributeType(Profile profile) {
        return switch (profile) {
            case SIMPLE -> EtpOids.CHARGE_EXEMPTION;
            case PRESCRIPTION -> EtpOids.PRESCRIPTION;
            case COMPLEX -> EtpOids.AUDIT;
            case CANCELLATION -> EtpOids.CANCELLATION;
        };
    }

    /** The profile whose attribute type {@code type}, a received OBJECT IDENTIFIER, is. */
    static Optional<Profile> profile(DerCursor cursor, DerCursor.Element type) {
        for (Map.Entry<Profile, byte[]> known : TYPES_DER.entrySet()) {
            if (cursor.is(type, known.getValue())) {
                return Optional.of(known.getKey());
            }
        }
        return Optional.empty();
    }

    static ASN1Encodable write(CertificateContent content) {
        // the profile names the record type: the sealed interface has one record per profile
        return switch (content.profile()) {
            case SIMPLE -> ChargeExemptionAsn1.write((ChargeExemption) content);
            case PRESCRIPTION -> PrescriptionAsn1.write((Prescription) content);
            case COMPLEX -> AuditRecordAsn1.write((AuditRecord) content);
            case CANCELLATION -> CancellationAsn1.write((Cancellation) content);
        };
    }

    static CertificateContent read(Profile profile, ASN1Encodable value) throws VerificationException {
        return switch (profile) {
            case SIMPLE -> ChargeExemptionAsn1.read(value);
            case PRESCRIPTION -> PrescriptionAsn1.read(value);
            case COMPLEX -> AuditRecordAsn1.read(value);
            case CANCELLATION -> CancellationAsn1.read(value);
        };
    }
}
