package org.etp.ac.trust;

import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.etp.ac.wire.Attachment;

/**
 * The chain a signer sends with its messages: its certificate first, then the CAs of its PKI directory that lead
 * from it toward a trust anchor, the anchor left out (the receiver holds its own), at most
 * {@link Attachment#MAX_CERTIFICATES} in all.
 */
public final class SignerChains {

    private SignerChains() {
    }

    /** {@code signer} and the CAs of {@code pki} that lead from it toward an anchor, signer first. */
    public static List<X509Certificate> of(X509Certificate signer, PkiDirectory pki) {
        List<X509Certificate> anchors = anchors(pki);
        List<X509Certificate> candidates = new ArrayList<>(pki.prescriberIntermediates());
        candidates.add(pki.prescriberCaCertificate());
        List<X509Certificate> chain = new ArrayList<>(List.of(signer));
        X509Certificate current = signer;
        while (chain.size() < Attachment.MAX_CERTIFICATES && issuerAmong(current, anchors).isEmpty()) {
            Optional<X509Certificate> next = issuerAmong(current, candidates).filter(ca -> !chain.contains(ca));
            if (next.isEmpty()) {
                break;
            }
            chain.add(next.get());
            current = next.get();
        }
        return chain;
    }

    /** The trust anchors of {@code pki}: its root and those imported beside it. */
    public static List<X509Certificate> anchors(PkiDirectory pki) {
        List<X509Certificate> anchors = new ArrayList<>(pki.importedAnchors().values());
        anchors.add(pki.rootCertificate());
        return anchors;
    }

    /**
     * The issuer of the first certificate of {@code chain}, whose status an OCSP responder is asked about: the
     * chain's second certificate, else the one of {@code anchors} that issued it.
     */
    public static Optional<X509Certificate> issuerOf(List<X509Certificate> chain, List<X509Certificate> anchors) {
        return chain.size() > 1 ? Optional.of(chain.get(1)) : issuerAmong(chain.get(0), anchors);
    }

    /** The certificate among {@code candidates} that issued {@code certificate}: its subject, and its key verifies. */
    public static Optional<X509Certificate> issuerAmong(X509Certificate certificate,
            List<X509Certificate> candidates) {
        return candidates.stream().filter(ca -> ca.getSubjectX500Principal().equals(
                certificate.getIssuerX500Principal()) && verifies(certificate, ca)).findFirst();
    }

    private static boolean verifies(X509Certificate certificate, X509Certificate issuer) {
        try {
            certificate.verify(issuer.getPublicKey());
            return true;
        } catch (GeneralSecurityException e) {
            return false;
        }
    }
}
