package org.etp.ac.pki;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.Optional;
import org.bouncycastle.asn1.x509.CRLReason;
import org.bouncycastle.asn1.x509.Extensions;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateHolder;
import org.bouncycastle.cert.ocsp.BasicOCSPRespBuilder;
import org.bouncycastle.cert.ocsp.CertificateID;
import org.bouncycastle.cert.ocsp.CertificateStatus;
import org.bouncycastle.cert.ocsp.OCSPException;
import org.bouncycastle.cert.ocsp.OCSPRespBuilder;
import org.bouncycastle.cert.ocsp.RespID;
import org.bouncycastle.cert.ocsp.RevokedStatus;
import org.bouncycastle.cert.ocsp.jcajce.JcaCertificateID;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaDigestCalculatorProviderBuilder;
import org.etp.ac.trust.TrustException;

/**
 * An OCSP answer (RFC 6960) a CA of the demo PKI gives about a certificate it issued, signed with its own key, as a
 * stapled answer or a responder's: good, or revoked (for key compromise) since a given time. Bouncy Castle's
 * {@code org.bouncycastle.cert.ocsp} makes it; it carries a nonce only where {@link DemoResponder} echoes one.
 */
public final class OcspAnswer {

    private OcspAnswer() {
    }

    /**
     * The DER answer of {@code ca} about {@code certificate}, produced at {@code producedAt} and holding for
     * {@code validFor}: revoked since {@code revokedAt} when given, else good.
     */
    public static byte[] of(CertificateAuthority ca, X509Certificate certificate, Optional<Instant> revokedAt,
            Instant producedAt, Duration validFor) throws TrustException {
        try {
            CertificateID id = new JcaCertificateID(new JcaDigestCalculatorProviderBuilder().build()
                    .get(CertificateID.HASH_SHA1), ca.certificate(), certificate.getSerialNumber());
            CertificateStatus status = revokedAt.<CertificateStatus>map(at -> new RevokedStatus(Date.from(at),
                    CRLReason.keyCompromise)).orElse(CertificateStatus.GOOD);
            return of(ca, id, status, null, producedAt, validFor);
        } catch (GeneralSecurityException | OperatorCreationException | OCSPException e) {
            throw new TrustException("could not make an OCSP answer of " + ca.subject(), e);
        }
    }

    /**
     * The DER answer of {@code ca} saying {@code status} of the certificate {@code id} names, produced at
     * {@code producedAt} and holding for {@code validFor}, with the response {@code extensions} given (a nonce
     * echoed), or none when null.
     */
    static byte[] of(CertificateAuthority ca, CertificateID id, CertificateStatus status, Extensions extensions,
            Instant producedAt, Duration validFor) throws TrustException {
        try {
            X509CertificateHolder signer = new JcaX509CertificateHolder(ca.certificate());
            BasicOCSPRespBuilder builder = new BasicOCSPRespBuilder(new RespID(signer.getSubject()));
            builder.addResponse(id, status, Date.from(producedAt), Date.from(producedAt.plus(validFor)));
            builder.setResponseExtensions(extensions);
            return new OCSPRespBuilder().build(OCSPRespBuilder.SUCCESSFUL, builder.build(CertificateBuilder.signer(
                    ca.privateKey()), new X509CertificateHolder[] {signer}, Date.from(producedAt))).getEncoded();
        } catch (GeneralSecurityException | OCSPException | IOException e) {
            throw new TrustException("could not make an OCSP answer of " + ca.subject(), e);
        }
    }
}
