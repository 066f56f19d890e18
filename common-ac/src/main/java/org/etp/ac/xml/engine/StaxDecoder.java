package org.etp.ac.xml.engine;

import org.etp.ac.codec.DecodedCertificate;
import org.etp.ac.codec.Decoder;
import org.etp.ac.prescription.Bounds;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.xml.XmlCertificateCodec;
import org.etp.ac.xml.XmlServedBy.Fallback;
import org.etp.ac.xml.stax.StaxCertificateCodec;

/** The streaming engine, which leaves to the DOM engine a signature algorithm Santuario's streaming API lacks. */
final class StaxDecoder implements Decoder {

    private final Bounds bounds;

    StaxDecoder(Bounds bounds) {
        this.bounds = bounds;
    }

    @Override
    public DecodedCertificate decode(byte[] encoded) throws VerificationException {
        DecodedCertificate decoded = StaxCertificateCodec.decode(encoded, bounds);
        if (decoded.signatureAlgorithm().filter(a -> !StaxCertificateCodec.verifies(a)).isPresent()) {
            return EngineCertificate.leftToDom(XmlCertificateCodec.instance().decode(encoded, bounds),
                    Fallback.UNSUPPORTED, null);
        }
        return decoded;
    }
}
