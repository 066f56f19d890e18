package org.etp.ac.der;

import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.verification.VerificationException;

/** SCAFFOLD — to be implemented. */
public final class DerCertificateCodec implements CertificateCodec {

    private static final DerCertificateCodec INSTANCE = new DerCertificateCodec();

    public static DerCertificateCodec instance() {
        return INSTANCE;
    }

    @Override
    public WireFormat format() {
        throw new UnsupportedOperationException();
    }

    @Override
    public byte[] encode(PrescriptionCertificate certificate, SigningIdentity signer) throws CodecException {
        throw new UnsupportedOperationException();
    }

    @Override
    public byte[] encodeUnsigned(PrescriptionCertificate certificate) throws CodecException {
        throw new UnsupportedOperationException();
    }

    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        throw new UnsupportedOperationException();
    }
}
