package org.etp.ac.pki;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.cert.CRLReason;
import java.security.cert.CertificateFactory;
import java.security.cert.X509CRL;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.x509.AccessDescription;
import org.bouncycastle.asn1.x509.AuthorityInformationAccess;
import org.bouncycastle.asn1.x509.CRLNumber;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v2CRLBuilder;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.TrustException;

/**
 * A certification authority of the demo PKI: its certificate and private key, and the certificates
 * and CRLs it issues. Every certificate carries subject and authority key identifiers; CA
 * certificates are {@code CA:true} with {@code keyCertSign, cRLSign}, end-entity certificates carry the
 * extensions of their {@link CertificateKind}. A certificate is issued for a key given, or for a signing request
 * ({@link #issue(PKCS10CertificationRequest, CertificateKind, Instant, Instant)}), as the demo PKI issues its
 * prescribers.
 *
 * <p>Demo and test use only: a real CA keeps its key in hardware, not in a PKCS#12 file.
 * {@link CertificateBuilder} does the X.509 work.
 */
public final class CertificateAuthority {

    private final X509Certificate certificate;
    private final PrivateKey privateKey;

    public CertificateAuthority(X509Certificate certificate, PrivateKey privateKey) {
        if (certificate == null || privateKey == null) {
            throw new IllegalArgumentException("a certification authority needs a certificate and a private key");
        }
        if (certificate.getBasicConstraints() < 0) {
            throw new IllegalArgumentException("not a CA certificate: " + certificate.getSubjectX500Principal());
        }
        this.certificate = certificate;
        this.privateKey = privateKey;
    }

    /** The CA whose key and certificate are the entry {@code alias} of {@code pki}'s key store {@code keyStore}. */
    static CertificateAuthority read(PkiDirectory pki, String keyStore, String alias) throws TrustException {
        KeyStore.PrivateKeyEntry entry = PkiFiles.readKeyEntry(pki.path().resolve(keyStore), alias, pki.password());
        return new CertificateAuthority((X509Certificate) entry.getCertificate(), entry.getPrivateKey());
    }

    /** A new root: a self-signed CA certificate allowing {@code pathLength} CAs below it. */
    public static CertificateAuthority selfSigned(X500Principal name, KeyPair keys, Instant notBefore,
            Instant notAfter, int pathLength) throws TrustException {
        X509Certificate root = CertificateBuilder.build(name, keys.getPublic(), notBefore, notAfter, name,
                keys.getPrivate(), null, builder -> CertificateBuilder.caExtensions(builder, pathLength));
        return new CertificateAuthority(root, keys.getPrivate());
    }

    /** A CA below this one. */
    public CertificateAuthority issueAuthority(X500Principal name, KeyPair keys, Instant notBefore, Instant notAfter,
            int pathLength) throws TrustException {
        X509Certificate issued = issue(name, keys.getPublic(), notBefore, notAfter,
                builder -> CertificateBuilder.caExtensions(builder, pathLength));
        return new CertificateAuthority(issued, keys.getPrivate());
    }

    /**
     * A prescriber certificate for {@code subject} (see {@link PrescriberIdentity#subject()}). Any key
     * and any validity are accepted, so that tests can make the certificates ETP must refuse.
     */
    public X509Certificate issuePrescriber(X500Principal subject, PublicKey key, Instant notBefore, Instant notAfter)
            throws TrustException {
        return issue(subject, key, notBefore, notAfter,
                builder -> CertificateBuilder.add(builder, CertificateKind.PRESCRIBER.extensions(key)));
    }

    /**
     * A certificate of {@code kind} for the key and subject of a signing request, once the request's signature
     * proves that its maker holds the key. The extensions are the kind's, whatever the request asked for: the CA
     * decides what a certificate is for.
     */
    public X509Certificate issue(PKCS10CertificationRequest request, CertificateKind kind, Instant notBefore,
            Instant notAfter) throws TrustException {
        return issue(request, kind, notBefore, notAfter, Optional.empty());
    }

    /**
     * As {@link #issue(PKCS10CertificationRequest, CertificateKind, Instant, Instant)}, the certificate naming
     * {@code responder} (when given) as its OCSP responder in its authority information access.
     */
    public X509Certificate issue(PKCS10CertificationRequest request, CertificateKind kind, Instant notBefore,
            Instant notAfter, Optional<URI> responder) throws TrustException {
        SigningRequests.verify(request);
        PublicKey key = SigningRequests.publicKey(request);
        return issue(SigningRequests.subject(request), key, notBefore, notAfter, builder -> {
            CertificateBuilder.add(builder, kind.extensions(key));
            if (responder.isPresent()) {
                builder.addExtension(Extension.authorityInfoAccess, false, new AuthorityInformationAccess(
                        AccessDescription.id_ad_ocsp, new GeneralName(GeneralName.uniformResourceIdentifier,
                                responder.get().toString())));
            }
        });
    }

    /**
     * A signing certificate for a service (the pharmacy's, for its receipts): digitalSignature and
     * nonRepudiation, with the extended key usage {@code purpose} alone, so that it is no TLS certificate.
     */
    public X509Certificate issueServiceSigner(X500Principal subject, PublicKey key, Instant notBefore,
            Instant notAfter, KeyPurposeId purpose) throws TrustException {
        return issue(subject, key, notBefore, notAfter, builder -> CertificateBuilder.add(builder,
                CertificateKind.endEntity(CertificateKind.SIGNING, purpose)));
    }

    /** A TLS server certificate ({@code serverAuth}) naming the given host names and IP addresses. */
    public X509Certificate issueTlsServer(X500Principal subject, PublicKey key, Instant notBefore, Instant notAfter,
            List<String> hostNames, List<String> ipAddresses) throws TrustException {
        List<GeneralName> names = new ArrayList<>();
        hostNames.forEach(host -> names.add(new GeneralName(GeneralName.dNSName, host)));
        ipAddresses.forEach(ip -> names.add(new GeneralName(GeneralName.iPAddress, ip)));
        return issue(subject, key, notBefore, notAfter, builder -> {
            CertificateBuilder.tlsExtensions(builder, key, KeyPurposeId.id_kp_serverAuth);
            builder.addExtension(Extension.subjectAlternativeName, false,
                    new GeneralNames(names.toArray(GeneralName[]::new)));
        });
    }

    /**
     * A TLS client certificate ({@code clientAuth} only), with which a service proves who it is to a
     * server that asks for a certificate (mutual TLS). It names no host: a client is not addressed.
     */
    public X509Certificate issueTlsClient(X500Principal subject, PublicKey key, Instant notBefore, Instant notAfter)
            throws TrustException {
        return issue(subject, key, notBefore, notAfter,
                builder -> CertificateBuilder.tlsExtensions(builder, key, KeyPurposeId.id_kp_clientAuth));
    }

    /**
     * A CRL listing {@code revoked} (certificates this CA issued) with {@code reason}, revoked as of
     * {@code thisUpdate}. The CRL number is {@code thisUpdate} in epoch seconds, so later CRLs number higher.
     */
    public X509CRL issueCrl(List<X509Certificate> revoked, CRLReason reason, Instant thisUpdate, Instant nextUpdate)
            throws TrustException {
        try {
            var builder = new JcaX509v2CRLBuilder(certificate, Date.from(thisUpdate));
            builder.setNextUpdate(Date.from(nextUpdate));
            for (X509Certificate each : revoked) {
                if (!each.getIssuerX500Principal().equals(subject())) {
                    throw new IllegalArgumentException(Names.readable(each.getSubjectX500Principal())
                            + " was not issued by " + Names.readable(subject()));
                }
                builder.addCRLEntry(each.getSerialNumber(), Date.from(thisUpdate), reason.ordinal());
            }
            builder.addExtension(Extension.authorityKeyIdentifier, false,
                    new JcaX509ExtensionUtils().createAuthorityKeyIdentifier(certificate.getPublicKey()));
            builder.addExtension(Extension.cRLNumber, false,
                    new CRLNumber(BigInteger.valueOf(thisUpdate.getEpochSecond())));
            byte[] encoded = builder.build(CertificateBuilder.signer(privateKey)).getEncoded();
            return (X509CRL) CertificateFactory.getInstance("X.509").generateCRL(new ByteArrayInputStream(encoded));
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException("could not issue a CRL for " + subject(), e);
        }
    }

    public X509Certificate certificate() {
        return certificate;
    }

    public PrivateKey privateKey() {
        return privateKey;
    }

    public X500Principal subject() {
        return certificate.getSubjectX500Principal();
    }

    @Override
    public String toString() {
        return "CertificateAuthority[" + Names.readable(subject()) + "]";
    }

    private X509Certificate issue(X500Principal subject, PublicKey key, Instant notBefore, Instant notAfter,
            CertificateBuilder.Extensions extensions) throws TrustException {
        return CertificateBuilder.build(subject, key, notBefore, notAfter, subject(), privateKey, certificate,
                extensions);
    }
}
