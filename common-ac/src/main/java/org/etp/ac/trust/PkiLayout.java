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
 */
public final class PkiLayout {

    /**
     * The password of every key store of the demo PKI ({@code ./etp pki init}), published: demo only.
     * The apps take theirs from {@code etp.pki.password}, whose default this is.
     */
    public static final String DEMO_PASSWORD = "etp-demo";

    public static final String MANIFEST = "pki.properties";
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

    private PkiLayout() {
    }

    public static String prescriberCertificate(String id) {
        return "prescribers/" + id + ".pem";
    }

    /** The key store of prescriber {@code id}; its key entry's alias is the id. */
    public static String prescriberKeyStore(String id) {
        return "prescribers/" + id + ".p12";
    }
}
