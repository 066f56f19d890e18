package org.etp.ac.der;

import static org.assertj.core.api.Assertions.assertThat;
import static org.etp.ac.der.DerCertificateCodecTests.assertRejected;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Optional;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.ASN1TaggedObject;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERTaggedObject;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.AttributeCertificate;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.V2Form;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.rejection.Reason;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.testing.TestCredentials;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A signed DER certificate names its signer's certificate in {@code V2Form.baseCertificateID}: one directoryName
 * (the signer certificate's issuer) and its serial, nothing else. Certificates without one still decode.
 */
class DerSignerCertificateTests {

    private final DerCertificateCodec codec = DerCertificateCodec.instance();
    private final SigningIdentity rsa = TestCredentials.identity(SignatureAlgorithm.RSA2048);

    @ParameterizedTest
    @EnumSource(SignatureAlgorithm.class)
    void namesTheSignersCertificate(SignatureAlgorithm algorithm) throws Exception {
        SigningIdentity signer = TestCredentials.identity(algorithm);
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 41);
        byte[] der = codec.encode(certificate, signer);

        var decoded = codec.decode(der);
        decoded.verifySignature(signer.certificate().getPublicKey());

        assertThat(decoded.signerCertificate()).contains(SignerCertificateId.of(signer.certificate()));
        assertThat(decoded.parse()).isEqualTo(certificate);
        V2Form v2Form = V2Form.getInstance(AttributeCertificate.getInstance(der).getAcinfo().getIssuer().getIssuer());
        assertThat(v2Form.getBaseCertificateID().getSerial().getValue())
                .isEqualTo(signer.certificate().getSerialNumber());
        assertThat(v2Form.getBaseCertificateID().getIssuer().getNames()).containsExactly(new GeneralName(
                X500Name.getInstance(signer.certificate().getIssuerX500Principal().getEncoded())));
        assertThat(v2Form.getBaseCertificateID().getIssuerUID()).isNull();
        assertThat(v2Form.getObjectDigestInfo()).isNull();
    }

    @Test
    void writesNoneUnsigned() throws Exception {
        byte[] der = codec.encodeUnsigned(TestCredentials.sample(Profile.SIMPLE, 41));

        assertThat(codec.decode(der).signerCertificate()).isEmpty();
        assertThat(V2Form.getInstance(AttributeCertificate.getInstance(der).getAcinfo().getIssuer().getIssuer())
                .getBaseCertificateID()).isNull();
    }

    @Test
    void decodesAndVerifiesASignedCertificateWithoutOne() throws Exception {
        PrescriptionCertificate certificate = TestCredentials.sample(Profile.PRESCRIPTION, 42);
        ASN1Primitive algorithm = AlgorithmIdentifiers.of(rsa.algorithm());
        byte[] info = AttributeCertificateWriter.info(certificate,
                ASN1Primitive.fromByteArray(rsa.subject().getEncoded()), Optional.empty(), algorithm);
        byte[] old = AttributeCertificateWriter.certificate(info, algorithm, DetachedSignatures.sign(rsa, info));

        var decoded = codec.decode(old);
        decoded.verifySignature(rsa.certificate().getPublicKey());

        assertThat(decoded.signerCertificate()).isEmpty();
        assertThat(decoded.parse()).isEqualTo(certificate);
        assertThat(old).hasSizeLessThan(codec.encode(certificate, rsa).length);
    }

    @Test
    void refusesTwoNamesForTheCertificatesIssuer() throws Exception {
        GeneralName name = issuerName();
        assertRejected(() -> codec.decode(withIssuerSerial(new GeneralNames(new GeneralName[] {name, name}),
                serial())), Reason.MALFORMED);
    }

    @Test
    void refusesANameOtherThanADirectoryName() throws Exception {
        var dns = new GeneralNames(new GeneralName(GeneralName.dNSName, "ca.example"));
        assertRejected(() -> codec.decode(withIssuerSerial(dns, serial())), Reason.MALFORMED);
    }

    @Test
    void refusesASerialNumberThatIsNotPositive() throws Exception {
        assertRejected(() -> codec.decode(withIssuerSerial(new GeneralNames(issuerName()),
                new ASN1Integer(0))), Reason.MALFORMED);
        assertRejected(() -> codec.decode(withIssuerSerial(new GeneralNames(issuerName()),
                new ASN1Integer(-7))), Reason.MALFORMED);
        assertRejected(() -> codec.decode(withIssuerSerial(new GeneralNames(issuerName()),
                new ASN1Integer(BigInteger.ONE.shiftLeft(160)))), Reason.MALFORMED);
    }

    @Test
    void refusesASerialNumberWithARedundantLeadingOctet() throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.SIMPLE, 43), rsa);
        byte[] serial = DerSurgery.der(new ASN1Integer(rsa.certificate().getSerialNumber()));
        int at = DerSurgery.indexOf(der, serial);
        byte[] padded = DerSurgery.rewrite(der, at, integer -> DerSurgery.concat(
                new byte[] {0x02, (byte) (integer[1] + 1), 0x00}, Arrays.copyOfRange(integer, 2,
                        integer.length)));

        assertThat(padded).hasSize(der.length + 1);
        assertRejected(() -> codec.decode(padded), Reason.NON_CANONICAL);
    }

    @Test
    void refusesAnIssuerUid() throws Exception {
        assertRejected(() -> codec.decode(withIssuerSerial(new GeneralNames(issuerName()), serial(),
                new DERBitString(new byte[] {1, 2}))), Reason.MALFORMED);
    }

    @Test
    void refusesAnObjectDigestInfoBesideIt() throws Exception {
        byte[] der = codec.encode(TestCredentials.sample(Profile.SIMPLE, 44), rsa);
        ASN1Sequence info = DerSurgery.info(der);
        ASN1Sequence v2Form = ASN1Sequence.getInstance((ASN1TaggedObject) info.getObjectAt(2), false);
        var digestInfo = new DERTaggedObject(false, 1, new DERSequence(new ASN1Encodable[] {new ASN1Integer(0),
            AlgorithmIdentifiers.of(SignatureAlgorithm.RSA2048), new DERBitString(new byte[32])}));
        byte[] hostile = DerSurgery.sign(DerSurgery.replace(info, new DERTaggedObject(false, 0,
                DerSurgery.append(v2Form, digestInfo)), 2), "SHA256withRSA", rsa.privateKey());

        assertRejected(() -> codec.decode(hostile), Reason.MALFORMED);
    }

    private GeneralName issuerName() {
        return new GeneralName(X500Name.getInstance(rsa.certificate().getIssuerX500Principal().getEncoded()));
    }

    private ASN1Integer serial() {
        return new ASN1Integer(rsa.certificate().getSerialNumber());
    }

    /** A signed certificate whose baseCertificateID is an IssuerSerial of {@code components}, re-signed. */
    private byte[] withIssuerSerial(ASN1Encodable... components) throws Exception {
        ASN1Sequence info = DerSurgery.info(codec.encode(TestCredentials.sample(Profile.SIMPLE, 45), rsa));
        ASN1Sequence v2Form = ASN1Sequence.getInstance((ASN1TaggedObject) info.getObjectAt(2), false);
        var baseCertificateId = new DERTaggedObject(false, 0, new DERSequence(components));
        var changed = new DERTaggedObject(false, 0, new DERSequence(new ASN1Encodable[] {v2Form.getObjectAt(0),
            baseCertificateId}));
        return DerSurgery.sign(DerSurgery.replace(info, changed, 2), "SHA256withRSA", rsa.privateKey());
    }
}
