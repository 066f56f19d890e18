package org.etp.ac.testing;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateHolder;
import org.bouncycastle.cert.ocsp.BasicOCSPResp;
import org.bouncycastle.cert.ocsp.BasicOCSPRespBuilder;
import org.bouncycastle.cert.ocsp.CertificateID;
import org.bouncycastle.cert.ocsp.CertificateStatus;
import org.bouncycastle.cert.ocsp.OCSPRespBuilder;
import org.bouncycastle.cert.ocsp.RespID;
import org.bouncycastle.cert.ocsp.jcajce.JcaCertificateID;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.bouncycastle.operator.jcajce.JcaDigestCalculatorProviderBuilder;
import org.etp.ac.pki.CertificateAuthority;

/**
 * OCSP answers made with Bouncy Castle for tests that staple one to a message: good, revoked or unknown, signed by
 * whichever key a test chooses (the certificate's CA, or one it never authorised), produced when it says.
 */
public final class OcspAnswersForTests {

    private OcspAnswersForTests() {
    }

    /**
     * A successful basic answer about {@code certificate}, issued by {@code issuer}, saying {@code status}, produced
     * at {@code at} with a next update four hours later, signed by {@code responder}'s ECDSA key.
     */
    public static byte[] answer(CertificateAuthority responder, X509Certificate issuer, X509Certificate certificate,
            CertificateStatus status, Instant at) throws Exception {
        CertificateID id = new JcaCertificateID(new JcaDigestCalculatorProviderBuilder().build()
                .get(CertificateID.HASH_SHA1), issuer, certificate.getSerialNumber());
        X509CertificateHolder signer = new JcaX509CertificateHolder(responder.certificate());
        BasicOCSPRespBuilder builder = new BasicOCSPRespBuilder(new RespID(signer.getSubject()));
        builder.addResponse(id, status, Date.from(at), Date.from(at.plus(Duration.ofHours(4))));
        BasicOCSPResp basic = builder.build(new JcaContentSignerBuilder(responder.privateKey().getAlgorithm()
                .equals("RSA") ? "SHA256withRSA" : "SHA256withECDSA").build(responder.privateKey()),
                new X509CertificateHolder[] {signer}, Date.from(at));
        return new OCSPRespBuilder().build(OCSPRespBuilder.SUCCESSFUL, basic).getEncoded();
    }
}
