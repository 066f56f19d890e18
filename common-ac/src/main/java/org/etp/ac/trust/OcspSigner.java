package org.etp.ac.trust;

import java.security.GeneralSecurityException;
import java.security.PublicKey;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import org.bouncycastle.asn1.oiw.OIWObjectIdentifiers;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.ocsp.BasicOCSPResp;
import org.bouncycastle.cert.ocsp.OCSPException;
import org.bouncycastle.cert.ocsp.RespID;
import org.bouncycastle.operator.DigestCalculatorProvider;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentVerifierProviderBuilder;

/**
 * Who may sign an OCSP answer about a certificate (RFC 6960 §4.2.2.2): its CA itself, or a responder the CA issued a
 * certificate with id-kp-OCSPSigning to, valid at the time asked about, named by the answer's responder ID (by
 * name or by the SHA-1 of its key) and whose key verifies the answer.
 */
final class OcspSigner {

    private OcspSigner() {
    }

    /** Null when the answer is signed by the issuer or a responder it authorised; else why not. */
    static String refusal(BasicOCSPResp basic, X509Certificate issuer, Instant at, DigestCalculatorProvider digests)
            throws CertificateException {
        if (verifies(basic, issuer.getPublicKey()) && names(basic, issuer, digests)) {
            return null;
        }
        for (X509CertificateHolder holder : basic.getCerts()) {
            X509Certificate responder = new JcaX509CertificateConverter().getCertificate(holder);
            if (!names(basic, responder, digests) || !verifies(basic, responder.getPublicKey())) {
                continue;
            }
            if (!responder.getIssuerX500Principal().equals(issuer.getSubjectX500Principal())) {
                return "is signed by a responder its CA did not issue";
            }
            try {
                responder.verify(issuer.getPublicKey());
            } catch (GeneralSecurityException e) {
                return "is signed by a responder whose certificate its CA did not sign";
            }
            List<String> purposes = responder.getExtendedKeyUsage();
            if (purposes == null || !purposes.contains(KeyPurposeId.id_kp_OCSPSigning.getId())) {
                return "is signed by a responder its CA did not authorise (no id-kp-OCSPSigning)";
            }
            if (at.isBefore(responder.getNotBefore().toInstant()) || at.isAfter(responder.getNotAfter().toInstant())) {
                return "is signed by a responder whose certificate is not valid now";
            }
            return null;
        }
        return "is not signed by the certificate's CA nor by a responder it authorised";
    }

    /** Whether the answer's responder ID names {@code certificate}, by name or by the SHA-1 of its key. */
    private static boolean names(BasicOCSPResp basic, X509Certificate certificate, DigestCalculatorProvider digests) {
        return basic.getResponderId().equals(new RespID(
                X500Name.getInstance(certificate.getSubjectX500Principal().getEncoded())))
                || matchesKey(basic, certificate, digests);
    }

    private static boolean matchesKey(BasicOCSPResp basic, X509Certificate certificate,
            DigestCalculatorProvider digests) {
        try {
            return basic.getResponderId().equals(new RespID(
                    SubjectPublicKeyInfo.getInstance(certificate.getPublicKey().getEncoded()),
                    digests.get(new AlgorithmIdentifier(OIWObjectIdentifiers.idSHA1))));
        } catch (OCSPException | OperatorCreationException e) {
            return false;
        }
    }

    private static boolean verifies(BasicOCSPResp basic, PublicKey key) {
        try {
            return basic.isSignatureValid(new JcaContentVerifierProviderBuilder().build(key));
        } catch (OCSPException | OperatorCreationException e) {
            return false;
        }
    }
}
