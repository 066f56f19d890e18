package org.etp.pharmacy.identity;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.etp.ac.audit.AccessCheckpoint;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.receipt.EncodedReceipt;
import org.etp.ac.receipt.ReceiptFacts;
import org.etp.ac.receipt.ReceiptIssuer;
import org.etp.ac.receipt.SignerChain;
import org.etp.ac.signing.DetachedSignatures;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.token.TokenSettings;
import org.etp.ac.trust.PharmacySigningKey;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.TrustException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * The pharmacy's signing key and certificate, from the PKI directory ({@code pharmacy/pharmacy-signing.p12},
 * issued by the service CA) or, when {@code etp.signing.pkcs11.*} names a PKCS#11 token, the key from that token
 * (alias {@code pharmacy-signing}, never extractable) with the directory's certificate, checked at start: the
 * pharmacy does not start with a key that does not chain to the service CA or is not meant for signing, nor with a
 * token it cannot open (an unknown label, a wrong PIN) or that lacks the key. It signs the pharmacy's receipts and the access audit's
 * checkpoints; the key itself stays in this object, which hands out only the certificate, signed receipts and
 * checkpoint signatures (over {@link AccessCheckpoint#content()}, whose first field sets them apart).
 */
@Component
public class PharmacyKey {

    private static final Logger log = LoggerFactory.getLogger(PharmacyKey.class);

    private final SigningIdentity identity;
    private final ReceiptIssuer issuer;
    private final SignerChain chain;

    PharmacyKey(PkiDirectory pki, Clock clock, Environment environment) throws TrustException {
        Optional<TokenSettings> token = SigningTokenSettings.of(environment);
        this.identity = token.isEmpty() ? PharmacySigningKey.read(pki, clock.instant())
                : PharmacySigningKey.read(pki, clock.instant(), SigningTokenSettings.open(token.get()));
        this.issuer = new ReceiptIssuer(identity);
        X509Certificate serviceCa = PkiFiles.readCertificate(pki.path().resolve(PkiLayout.SERVICE_CA));
        try {
            this.chain = new SignerChain(List.of(identity.certificate().getEncoded(), serviceCa.getEncoded()));
        } catch (CertificateEncodingException e) {
            throw new TrustException("the pharmacy signing certificate or the service CA cannot be encoded", e);
        }
        log.info("Pharmacy signing certificate {} (serial {}), issued by {}, valid until {}; its key {}",
                identity.subject().getName(), identity.certificate().getSerialNumber().toString(16),
                identity.certificate().getIssuerX500Principal().getName(), identity.certificate().getNotAfter()
                        .toInstant(), token.map(settings -> "in the PKCS#11 token '" + settings.tokenLabel() + "'")
                        .orElse("in the PKI directory"));
    }

    /**
     * The receipt attesting {@code facts}, signed with the pharmacy's key (which never leaves this object).
     *
     * @throws CodecException when the codec cannot encode or sign it
     */
    public EncodedReceipt issueReceipt(ReceiptFacts facts, BigInteger serial, WireFormat format)
            throws CodecException {
        return issuer.issue(facts, serial, format);
    }

    /**
     * The signature of the access audit's checkpoint {@code checkpoint}, with the pharmacy's key.
     *
     * @throws GeneralSecurityException when the key cannot sign
     */
    public byte[] signAccessCheckpoint(AccessCheckpoint checkpoint) throws GeneralSecurityException {
        return DetachedSignatures.sign(identity, checkpoint.content());
    }

    /**
     * The chain a prescriber validates receipts with when it asks for it (a status request's {@code askSigner}): the
     * signing certificate, then the service CA that issued it (PharmacySigningKey checked that it did).
     */
    public SignerChain signerChain() {
        return chain;
    }

    /** The certificate that vouches for the pharmacy's signatures: public, unlike the key. */
    public X509Certificate certificate() {
        return identity.certificate();
    }
}
