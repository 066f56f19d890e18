package org.etp.perf.token;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.pkcs.PKCS10CertificationRequest;
import org.etp.ac.pki.CertificateAuthority;
import org.etp.ac.pki.CertificateKind;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.pki.PendingKeys;
import org.etp.ac.pki.PkiImport;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.token.Pkcs11Token;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TokenOpener;
import org.etp.ac.trust.TrustException;

/**
 * Prescribers whose keys a token holds, added to a demo PKI directory the way an operator adds one: a key made in
 * the token with its signing request ({@code ./etp pki csr --token}), the directory's prescriber CA answering it, and
 * the certificate taken in after the checks the pharmacy's registry makes ({@code ./etp pki import}). The directory
 * then names the token as the key's holder, and a pharmacy started on it trusts the prescriber as any other.
 */
public final class TokenPrescribers {

    private TokenPrescribers() {
    }

    /**
     * Adds prescriber {@code name}, certified for {@code subject}, with a new {@code algorithm} key in {@code token}
     * (or, when it is null, in the directory: the software twin of a token prescriber); returns the directory as it
     * now is.
     *
     * @throws TrustException when the name is taken, the directory has no prescriber CA key (a PKI not made by
     *         {@code ./etp pki init}), or the key or certificate cannot be made
     */
    public static PkiDirectory add(PkiDirectory pki, Pkcs11Token token, String name, X500Principal subject,
            SignatureAlgorithm algorithm) throws TrustException {
        if (token != null) {
            Pkcs11Token.requireTokenAlgorithm(algorithm, "the key of " + name);
        }
        PKCS10CertificationRequest request = PendingKeys.request(pki, name, CertificateKind.PRESCRIBER, subject,
                algorithm, token);
        PkiDirectory pending = pki.reopen();
        CertificateAuthority ca = DemoPki.prescriberCa(pending);
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Instant start = now.minus(Duration.ofDays(1));
        X509Certificate certificate = ca.issue(request, CertificateKind.PRESCRIBER, start,
                start.plus(DemoPki.PRESCRIBER_VALIDITY));
        PkiImport.certificate(pending, List.of(certificate, ca.certificate()), null, now,
                token == null ? TokenOpener.NONE : opener(token));
        return pending.reopen();
    }

    /** The signing identity of prescriber {@code name} of {@code pki}, its key in {@code token} (null: in software). */
    public static SigningIdentity identity(PkiDirectory pki, Pkcs11Token token, String name) throws TrustException {
        return pki.signingIdentity(name, token == null ? TokenOpener.NONE : opener(token));
    }

    /** Opens {@code token} alone: a key said to be in any other is refused, naming both. */
    public static TokenOpener opener(Pkcs11Token token) {
        return (label, library) -> {
            if (!label.equals(token.label())) {
                throw new TokenException("the key is in the token '" + label + "', not in '" + token.label()
                        + "', the one made for this measurement");
            }
            return token;
        };
    }
}
