package org.etp.ac.trust;

/**
 * Where things are in a PKI directory made by {@code ./etp pki init --dir DIR}. Paths are relative
 * to DIR; every {@code .p12} file is a PKCS#12 key store (key, certificate and chain up to the root)
 * protected by one password, the one the PKI was made with: {@link #DEMO_PASSWORD} for the demo PKI.
 * The issuing side ({@code org.etp.ac.pki}) writes this layout and the trusting side reads it.
 *
 * <pre>
 * DIR/pki.properties              manifest: prescriber ids, names, algorithms, which is revoked,
 *                                 default signer per algorithm (read by {@link PkiDirectory})
 * DIR/ca/root-ca.pem              ETP Demo Root CA (the trust anchor), self-signed
 * DIR/ca/root-ca.p12
 * DIR/ca/prescriber-ca.pem        ETP Demo Prescriber CA, issues prescriber certificates only
 * DIR/ca/prescriber-ca.p12
 * DIR/ca/prescriber-ca.crl.pem    its CRL (revokes vane-rsa2048, keyCompromise)
 * DIR/ca/service-ca.pem           ETP Demo Service CA, issues the two TLS certificates and the pharmacy's
 *                                 signing certificate below only
 * DIR/ca/service-ca.p12
 * DIR/prescribers/ID.pem          a prescriber certificate
 * DIR/prescribers/ID.p12          its key, certificate and chain (alias ID)
 * DIR/pharmacy/pharmacy-tls.pem   TLS server certificate (localhost, 127.0.0.1) then the service CA
 * DIR/pharmacy/pharmacy-tls.p12   its key, certificate and chain (alias pharmacy-tls)
 * DIR/pharmacy/pharmacy-signing.pem  the pharmacy's signing certificate (for its receipts), then the service CA;
 *                                 extended key usage {@link #PHARMACY_SIGNING_PURPOSE} only
 * DIR/pharmacy/pharmacy-signing.p12  its key, certificate and chain (alias pharmacy-signing)
 * DIR/prescriber/prescriber-tls.pem  TLS client certificate of the prescriber service (mutual TLS)
 *                                 then the service CA
 * DIR/prescriber/prescriber-tls.p12  its key, certificate and chain (alias prescriber-tls)
 * </pre>
 *
 * <p>What an operator adds to it with {@code ./etp pki csr} and {@code ./etp pki import} (a CA of their own):
 *
 * <pre>
 * DIR/pending/NAME.p12            a key made by {@code pki csr} that awaits its certificate (alias NAME), with a
 *                                 self-signed placeholder certificate, as keytool keeps a new key
 * DIR/pending/NAME.csr.pem        its certificate signing request (PKCS#10), which also says its kind
 * DIR/anchors/NAME.pem            a trust anchor imported with {@code pki import --anchor}: a self-signed CA that
 *                                 counts as the directory's, beside ca/root-ca.pem
 * DIR/anchors/NAME.crl.pem        that anchor's CRL, imported with {@code --crl}
 * DIR/prescribers/ID.pem          an imported prescriber as a demo one: the certificate, then the CAs between it
 * DIR/prescribers/ID.p12          and its anchor; the key store and its manifest entry as the demo's
 * DIR/imported/NAME.pem           an imported pharmacy signing or TLS certificate, then the CAs above it
 * DIR/imported/NAME.p12           its key, certificate and chain (alias NAME)
 * DIR/token-keys.properties       the keys held in a PKCS#11 token instead ({@code pki init --token},
 *                                 {@code pki csr --token}): for those, no {@code .p12} is written here
 * </pre>
 *
 * <p>A key moves from {@code pending/} to its place only when its certificate is imported; the pending files
 * are then removed.
 */
public final class PkiLayout {

    /**
     * The password of every key store of the demo PKI ({@code ./etp pki init}), published: demo only.
     * The apps take theirs from {@code etp.pki.password}, whose default this is.
     */
    public static final String DEMO_PASSWORD = "etp-demo";

    public static final String MANIFEST = "pki.properties";
    /** Which keys a PKCS#11 token holds instead of the directory ({@link TokenKeys}); absent when none. */
    public static final String TOKEN_KEYS = "token-keys.properties";
    public static final String ROOT_CA = "ca/root-ca.pem";
    public static final String ROOT_CA_KEY_STORE = "ca/root-ca.p12";
    public static final String PRESCRIBER_CA = "ca/prescriber-ca.pem";
    public static final String PRESCRIBER_CA_KEY_STORE = "ca/prescriber-ca.p12";
    public static final String PRESCRIBER_CA_CRL = "ca/prescriber-ca.crl.pem";
    public static final String SERVICE_CA = "ca/service-ca.pem";
    public static final String SERVICE_CA_KEY_STORE = "ca/service-ca.p12";
    public static final String PHARMACY_TLS = "pharmacy/pharmacy-tls.pem";
    public static final String PHARMACY_TLS_KEY_STORE = "pharmacy/pharmacy-tls.p12";
    public static final String PHARMACY_SIGNING = "pharmacy/pharmacy-signing.pem";
    public static final String PHARMACY_SIGNING_KEY_STORE = "pharmacy/pharmacy-signing.p12";
    public static final String PRESCRIBER_TLS = "prescriber/prescriber-tls.pem";
    public static final String PRESCRIBER_TLS_KEY_STORE = "prescriber/prescriber-tls.p12";

    public static final String ROOT_CA_ALIAS = "root-ca";
    public static final String PRESCRIBER_CA_ALIAS = "prescriber-ca";
    public static final String SERVICE_CA_ALIAS = "service-ca";
    public static final String PHARMACY_TLS_ALIAS = "pharmacy-tls";
    public static final String PRESCRIBER_TLS_ALIAS = "prescriber-tls";
    public static final String PHARMACY_SIGNING_ALIAS = "pharmacy-signing";

    /**
     * The extended key usage of the pharmacy's signing certificate, under the ETP arc: it signs what the
     * pharmacy attests (receipts) and, naming neither serverAuth nor clientAuth, serves as no TLS certificate.
     */
    public static final String PHARMACY_SIGNING_PURPOSE = "2.25.233111221801961609344769738297214442705.5.1";

    /**
     * The extended key usage of a prescriber's signing certificate, under the ETP arc: it signs prescriptions.
     * A prescriber certificate that names extended key usages must name this one.
     */
    public static final String PRESCRIBING_PURPOSE = "2.25.233111221801961609344769738297214442705.5.2";

    public static final String PRESCRIBERS = "prescribers";
    public static final String ANCHORS = "anchors";
    public static final String PENDING = "pending";
    public static final String IMPORTED = "imported";

    private PkiLayout() {
    }

    /** An imported trust anchor. */
    public static String anchor(String name) {
        return ANCHORS + "/" + name + ".pem";
    }

    /** The CRL of the imported trust anchor {@code name}. */
    public static String anchorCrl(String name) {
        return ANCHORS + "/" + name + ".crl.pem";
    }

    /** The key store of a key made by {@code pki csr} that awaits its certificate; its alias is the name. */
    public static String pendingKeyStore(String name) {
        return PENDING + "/" + name + ".p12";
    }

    /** The signing request of a pending key. */
    public static String pendingRequest(String name) {
        return PENDING + "/" + name + ".csr.pem";
    }

    /** An imported pharmacy signing or TLS certificate, then its CAs. */
    public static String importedCertificate(String name) {
        return IMPORTED + "/" + name + ".pem";
    }

    /** The key store of an imported pharmacy signing or TLS certificate; its alias is the name. */
    public static String importedKeyStore(String name) {
        return IMPORTED + "/" + name + ".p12";
    }

    public static String prescriberCertificate(String id) {
        return PRESCRIBERS + "/" + id + ".pem";
    }

    /** The key store of prescriber {@code id}; its key entry's alias is the id. */
    public static String prescriberKeyStore(String id) {
        return PRESCRIBERS + "/" + id + ".p12";
    }
}
