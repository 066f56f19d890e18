package org.etp.ac.trust;

import java.io.IOException;
import java.math.BigInteger;
import java.security.cert.CRLReason;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Set;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.edec.EdECObjectIdentifiers;
import org.bouncycastle.asn1.nist.NISTObjectIdentifiers;
import org.bouncycastle.asn1.ocsp.OCSPObjectIdentifiers;
import org.bouncycastle.asn1.oiw.OIWObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x9.X9ObjectIdentifiers;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateHolder;
import org.bouncycastle.cert.ocsp.BasicOCSPResp;
import org.bouncycastle.cert.ocsp.CertificateStatus;
import org.bouncycastle.cert.ocsp.OCSPException;
import org.bouncycastle.cert.ocsp.OCSPResp;
import org.bouncycastle.cert.ocsp.RevokedStatus;
import org.bouncycastle.cert.ocsp.SingleResp;
import org.bouncycastle.operator.DigestCalculatorProvider;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaDigestCalculatorProviderBuilder;

/**
 * Reads one OCSP answer (RFC 6960) about one certificate and says what it vouches for, failing closed: anything
 * but a well-formed, successful, basic answer, signed with an allowed algorithm by the certificate's issuer or by a
 * responder the issuer authorised (id-kp-OCSPSigning, valid now), about exactly this certificate, issued no later
 * than a little clock skew ahead, not older than the maximum age, and carrying the nonce asked with, is
 * {@link RevocationStatus#unknown unknown} with why. A known status holds until the answer's next update or its
 * maximum age, whichever comes first, so that a good answer replayed after a revocation stops counting then.
 */
final class OcspAnswers {

    /** The source's name, as the store keeps it. */
    static final String NAME = "OCSP";

    private static final Duration SKEW = Duration.ofMinutes(5);
    private static final Set<ASN1ObjectIdentifier> SIGNATURES = Set.of(PKCSObjectIdentifiers.sha256WithRSAEncryption,
            PKCSObjectIdentifiers.sha384WithRSAEncryption, PKCSObjectIdentifiers.sha512WithRSAEncryption,
            X9ObjectIdentifiers.ecdsa_with_SHA256, X9ObjectIdentifiers.ecdsa_with_SHA384,
            X9ObjectIdentifiers.ecdsa_with_SHA512, EdECObjectIdentifiers.id_Ed25519);
    /** CertID hashes (RFC 6960 §4.1.1): SHA-1 as most responders use, and the SHA-2 family. */
    private static final Set<ASN1ObjectIdentifier> CERT_ID_HASHES = Set.of(OIWObjectIdentifiers.idSHA1,
            NISTObjectIdentifiers.id_sha256, NISTObjectIdentifiers.id_sha384, NISTObjectIdentifiers.id_sha512);

    private final Duration maxAge;
    private final DigestCalculatorProvider digests;

    OcspAnswers(Duration maxAge) {
        if (maxAge.isNegative() || maxAge.isZero()) {
            throw new IllegalArgumentException("an OCSP answer's maximum age is positive");
        }
        this.maxAge = maxAge;
        try {
            this.digests = new JcaDigestCalculatorProviderBuilder().build();
        } catch (OperatorCreationException e) {
            throw new IllegalStateException("no digest provider", e);
        }
    }

    Duration maxAge() {
        return maxAge;
    }

    /**
     * What {@code answer}, from {@code where} ({@code the OCSP responder at http://…}, {@code the stapled OCSP
     * answer}), says of {@code certificate}, issued by {@code issuer}, at {@code at}.
     *
     * @param nonce the nonce the request carried, which the answer must repeat; null when none was sent (a staple)
     */
    RevocationStatus read(byte[] answer, X509Certificate certificate, X509Certificate issuer, Instant at, byte[] nonce,
            String where) {
        try {
            OCSPResp response = new OCSPResp(answer);
            if (response.getStatus() != OCSPResp.SUCCESSFUL) {
                return unknown(where, "answered status " + response.getStatus() + ", not successful");
            }
            if (!(response.getResponseObject() instanceof BasicOCSPResp basic)) {
                return unknown(where, "did not give a basic OCSP answer");
            }
            if (!SIGNATURES.contains(basic.getSignatureAlgOID())) {
                return unknown(where, "is signed with an algorithm ETP does not allow ("
                        + basic.getSignatureAlgOID() + ")");
            }
            String signer = OcspSigner.refusal(basic, issuer, at, digests);
            if (signer != null) {
                return unknown(where, signer);
            }
            if (nonce != null && !nonceMatches(basic, nonce)) {
                return unknown(where, "did not repeat the request's nonce");
            }
            return status(single(basic, certificate, issuer), where, at);
        } catch (IOException | OCSPException | CertificateException | IllegalArgumentException | ClassCastException e) {
            return unknown(where, "gave an answer that is not well-formed OCSP");
        }
    }

    private RevocationStatus status(SingleResp single, String where, Instant at) {
        if (single == null) {
            return unknown(where, "gave no answer about this certificate");
        }
        Instant thisUpdate = single.getThisUpdate().toInstant();
        if (thisUpdate.isAfter(at.plus(SKEW))) {
            return unknown(where, "dated its answer " + thisUpdate + ", in the future");
        }
        Instant holds = thisUpdate.plus(maxAge);
        if (single.getNextUpdate() != null && single.getNextUpdate().toInstant().isBefore(holds)) {
            holds = single.getNextUpdate().toInstant();
        }
        if (holds.isBefore(at)) {
            return unknown(where, "gave an answer of " + thisUpdate + ", stale since " + holds);
        }
        CertificateStatus status = single.getCertStatus();
        String evidence = where;
        if (status == CertificateStatus.GOOD) {
            return RevocationStatus.good(NAME, evidence, thisUpdate, holds);
        }
        if (status instanceof RevokedStatus revoked) {
            Instant when = revoked.getRevocationTime().toInstant();
            CRLReason reason = revoked.hasRevocationReason() && revoked.getRevocationReason() >= 0
                    && revoked.getRevocationReason() < CRLReason.values().length
                    ? CRLReason.values()[revoked.getRevocationReason()] : CRLReason.UNSPECIFIED;
            if (when.isAfter(at)) {
                return unknown(where, "says it is revoked from " + when + ", after the time asked about");
            }
            return RevocationStatus.revoked(NAME, evidence, new RevocationStatus.Revocation(when, reason),
                    thisUpdate, holds);
        }
        return unknown(where, "does not know the certificate");
    }

    /** The one single answer about this certificate (issuer name and key hashes, serial), or null. */
    private SingleResp single(BasicOCSPResp basic, X509Certificate certificate, X509Certificate issuer)
            throws OCSPException, CertificateException {
        X509CertificateHolder issuerHolder = new JcaX509CertificateHolder(issuer);
        BigInteger serial = certificate.getSerialNumber();
        SingleResp found = null;
        for (SingleResp single : basic.getResponses()) {
            if (single.getCertID().getSerialNumber().equals(serial)
                    && CERT_ID_HASHES.contains(single.getCertID().getHashAlgOID())
                    && single.getCertID().matchesIssuer(issuerHolder, digests)) {
                if (found != null) {
                    return null;
                }
                found = single;
            }
        }
        return found;
    }

    private static boolean nonceMatches(BasicOCSPResp basic, byte[] nonce) {
        Extension extension = basic.getExtension(OCSPObjectIdentifiers.id_pkix_ocsp_nonce);
        if (extension == null) {
            return false;
        }
        byte[] value = extension.getExtnValue().getOctets();
        try {
            byte[] inner = ASN1OctetString.getInstance(value).getOctets();
            return Arrays.equals(inner, nonce);
        } catch (IllegalArgumentException e) {
            return Arrays.equals(value, nonce);
        }
    }

    private static RevocationStatus unknown(String where, String why) {
        return RevocationStatus.unknown(NAME, where + " " + why);
    }
}
