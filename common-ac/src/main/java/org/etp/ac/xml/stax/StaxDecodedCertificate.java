package org.etp.ac.xml.stax;

import java.security.PublicKey;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.Reason;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.CheckedCertificate;
import org.etp.ac.xml.CheckedDocument;
import org.etp.ac.xml.XmlServedBy;
import org.etp.ac.xml.XmlTree;

/**
 * A received XML certificate decoded by streaming. Decoding reads the bytes once through the hardened StAX
 * reader into a tree and makes the checks of every engine on it ({@link CheckedDocument}); verifying streams the
 * same bytes through Santuario ({@link StreamingSignature}) and checks the tree of what Santuario let through the
 * same way; the value is read from that second tree, so from exactly the events that were verified.
 * One instance serves one message on one thread.
 */
final class StaxDecodedCertificate extends CheckedCertificate {

    private final byte[] encoded;
    private final XmlTree decoded;
    private CheckedDocument verified;

    private StaxDecodedCertificate(byte[] encoded, XmlTree decoded) throws VerificationException {
        super(CheckedDocument.check(decoded));
        this.encoded = encoded;
        this.decoded = decoded;
    }

    static StaxDecodedCertificate of(byte[] encoded) throws VerificationException {
        var reader = StaxParser.open(encoded);
        return new StaxDecodedCertificate(encoded, StaxTreeReader.read(reader, reader));
    }

    @Override
    public void verifySignature(PublicKey key) throws VerificationException {
        SignatureAlgorithm algorithm = checked().algorithmFor(key);
        if (decoded.declaresRelativeNamespace()) {
            // Santuario's DOM canonicaliser refuses these, used or not; its streaming one lets them pass
            throw new VerificationException(Reason.BAD_SIGNATURE, "a namespace declaration names a relative URI");
        }
        checked().requireSantuarioBase64();
        XmlTree tree = StreamingSignature.verify(encoded, key, algorithm);
        CheckedDocument again = CheckedDocument.check(tree);
        if (!again.issuer().equals(issuer()) || !again.signerCertificate().equals(signerCertificate())
                || !again.signatureAlgorithm().equals(signatureAlgorithm())) {
            throw new VerificationException(Reason.BAD_SIGNATURE, "the verified stream is not the decoded document");
        }
        verified = again;
    }

    @Override
    public PrescriptionCertificate parse() throws VerificationException {
        return (verified == null ? checked() : verified).read();
    }

    @Override
    public ServedBy servedBy() {
        return XmlServedBy.STAX;
    }
}
