package org.etp.ac.pki;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.Provider;
import java.security.PublicKey;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.x509.Extensions;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentVerifierProviderBuilder;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.bouncycastle.pkcs.PKCSException;
import org.bouncycastle.pkcs.jcajce.JcaPKCS10CertificationRequest;
import org.bouncycastle.pkcs.jcajce.JcaPKCS10CertificationRequestBuilder;
import org.etp.ac.signing.Providers;
import org.etp.ac.trust.Names;
import org.etp.ac.trust.TrustException;

/**
 * PKCS#10 certificate signing requests (RFC 2986): made for a key and a kind, the kind's extensions asked for
 * in a PKCS#9 extension request, signed with the key itself; read back from PEM, and checked by the CA that
 * issues for one (its signature proves the requester holds the key).
 */
public final class SigningRequests {

    private SigningRequests() {
    }

    /** A request for a certificate of {@code kind} naming {@code subject}, for {@code keys}, signed with them. */
    public static PKCS10CertificationRequest make(X500Principal subject, KeyPair keys, CertificateKind kind)
            throws TrustException {
        return make(subject, keys, kind, null);
    }

    /**
     * A request as {@link #make(X500Principal, KeyPair, CertificateKind)} makes one, signed through
     * {@code provider}: the token's provider for keys made in a PKCS#11 token (null: Bouncy Castle).
     */
    public static PKCS10CertificationRequest make(X500Principal subject, KeyPair keys, CertificateKind kind,
            Provider provider) throws TrustException {
        try {
            var builder = new JcaPKCS10CertificationRequestBuilder(subject, keys.getPublic());
            builder.addAttribute(PKCSObjectIdentifiers.pkcs_9_at_extensionRequest, kind.extensions(keys.getPublic()));
            return builder.build(CertificateBuilder.signer(keys.getPrivate(), provider));
        } catch (IOException | GeneralSecurityException e) {
            throw new TrustException("could not make a signing request for " + Names.readable(subject), e);
        }
    }

    /** The request as PEM ({@code -----BEGIN CERTIFICATE REQUEST-----}), as openssl reads it. */
    public static String pem(PKCS10CertificationRequest request) throws TrustException {
        StringWriter text = new StringWriter();
        try (JcaPEMWriter pem = new JcaPEMWriter(text)) {
            pem.writeObject(request);
        } catch (IOException e) {
            throw new TrustException("could not write a signing request as PEM", e);
        }
        return text.toString();
    }

    /** The first signing request of a PEM file. */
    public static PKCS10CertificationRequest read(Path file) throws TrustException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.US_ASCII); PEMParser pem = new PEMParser(in)) {
            if (pem.readObject() instanceof PKCS10CertificationRequest request) {
                return request;
            }
            throw new TrustException(file + " holds no certificate signing request");
        } catch (IOException e) {
            throw new TrustException(file + " is not a readable PEM certificate signing request", e);
        }
    }

    /** The kind a request asks for, by the extended key usage it requests. */
    public static CertificateKind kind(PKCS10CertificationRequest request) throws TrustException {
        return CertificateKind.requestedBy(requested(request));
    }

    public static X500Principal subject(PKCS10CertificationRequest request) throws TrustException {
        try {
            return new X500Principal(request.getSubject().getEncoded());
        } catch (IOException | IllegalArgumentException e) {
            throw new TrustException("the signing request's subject is unreadable", e);
        }
    }

    public static PublicKey publicKey(PKCS10CertificationRequest request) throws TrustException {
        try {
            return new JcaPKCS10CertificationRequest(request).setProvider(Providers.bouncyCastle()).getPublicKey();
        } catch (GeneralSecurityException e) {
            throw new TrustException("the signing request's key is unreadable", e);
        }
    }

    /** Fails unless the request is signed with the key it names. */
    static void verify(PKCS10CertificationRequest request) throws TrustException {
        try {
            if (!request.isSignatureValid(new JcaContentVerifierProviderBuilder().setProvider(Providers.bouncyCastle())
                    .build(request.getSubjectPublicKeyInfo()))) {
                throw new TrustException("the signing request of " + Names.readable(subject(request))
                        + " is not signed with the key it names");
            }
        } catch (OperatorCreationException | PKCSException e) {
            throw new TrustException("the signing request's signature could not be checked", e);
        }
    }

    private static Extensions requested(PKCS10CertificationRequest request) {
        return request.getRequestedExtensions();
    }
}
