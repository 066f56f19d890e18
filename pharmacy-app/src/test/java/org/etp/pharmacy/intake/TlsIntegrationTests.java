package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.Socket;
import java.security.KeyStore;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedKeyManager;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.client.TlsContexts;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.wire.Frames;
import org.etp.ac.wire.RequestFrame;
import org.etp.ac.wire.ResponseStatus;
import org.etp.pharmacy.support.IntakeSocket;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.etp.pharmacy.support.TestPki;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** Mutual TLS on the intake: only the service CA's client certificates get in. */
@PharmacyAppTest(properties = {"etp.intake.tls.enabled=true", "etp.intake.tls.client-auth=require"})
class TlsIntegrationTests {

    @Autowired
    IntakeServer intake;

    @Test
    void acceptsAPrescriptionOverMutualTlsFromTheServiceCertificate() throws Exception {
        try (IntakeClient client = connect(TlsContexts.client(TestPki.get()))) {
            var response = client.submit(WireFormat.DER, true,
                    TestPki.signed(WireFormat.DER, Profile.PRESCRIPTION, SignatureAlgorithm.RSA2048, 95_000))
                    .get(20, TimeUnit.SECONDS);

            assertThat(response.status()).isEqualTo(ResponseStatus.ACCEPTED);
        }
    }

    @Test
    void refusesAClientWithoutACertificate() {
        assertRefused(() -> TlsContexts.clientWithoutCertificate(TestPki.get()));
    }

    @Test
    void refusesAPrescribersSigningCertificateAsATlsClientAlthoughItChainsToTheSameRoot() {
        assertRefused(() -> {
            SigningIdentity hart = TestPki.signer("hart-ecp256");
            KeyStore keys = KeyStore.getInstance("PKCS12");
            keys.load(null, null);
            keys.setKeyEntry("hart", hart.privateKey(), new char[0], new Certificate[] {hart.certificate(),
                    TestPki.get().prescriberCaCertificate()});
            KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keyManagers.init(keys, new char[0]);
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(TestPki.get().tlsTrustStore());
            SSLContext context = SSLContext.getInstance(TlsContexts.PROTOCOL);
            // Present Hart's certificate even though the server names only the service CA as acceptable.
            var insistent = new PresentAnyway((X509ExtendedKeyManager) keyManagers.getKeyManagers()[0]);
            context.init(new KeyManager[] {insistent}, trust.getTrustManagers(), null);
            return context;
        });
    }

    @Test
    void closesAPlainTextClientOnTheTlsPort() throws Exception {
        try (IntakeSocket plain = new IntakeSocket(intake.port())) {
            plain.sendRaw(new Frames().encode(RequestFrame.submit(WireFormat.DER,
                    true, false, 1, TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.RSA2048, 95_001))));

            assertThat(plain.closedByPeerWithin(5_000)).isTrue();
        }
    }

    /** A client key manager that offers its one key whatever issuers the server asks for. */
    private static final class PresentAnyway extends X509ExtendedKeyManager {

        private final X509ExtendedKeyManager keys;

        PresentAnyway(X509ExtendedKeyManager keys) {
            this.keys = keys;
        }

        @Override
        public String chooseClientAlias(String[] keyType, Principal[] issuers, Socket socket) {
            return "hart";
        }

        @Override
        public String chooseEngineClientAlias(String[] keyType, Principal[] issuers,
                SSLEngine engine) {
            return "hart";
        }

        @Override
        public String[] getClientAliases(String keyType, Principal[] issuers) {
            return new String[] {"hart"};
        }

        @Override
        public String[] getServerAliases(String keyType, Principal[] issuers) {
            return null;
        }

        @Override
        public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
            return null;
        }

        @Override
        public X509Certificate[] getCertificateChain(String alias) {
            return keys.getCertificateChain(alias);
        }

        @Override
        public PrivateKey getPrivateKey(String alias) {
            return keys.getPrivateKey(alias);
        }
    }

    private interface ContextSupplier {
        SSLContext get() throws Exception;
    }

    private void assertRefused(ContextSupplier context) {
        assertThatThrownBy(() -> {
            try (IntakeClient client = connect(context.get())) {
                client.submit(WireFormat.DER, true,
                        TestPki.signed(WireFormat.DER, Profile.SIMPLE, SignatureAlgorithm.RSA2048, 95_002))
                        .get(20, TimeUnit.SECONDS);
            }
        }).isInstanceOfAny(IOException.class, ExecutionException.class);
    }

    private IntakeClient connect(SSLContext tls) throws Exception {
        return IntakeClient.connect(ClientSettings.of(new IntakeAddress("localhost", intake.port())).withTls(tls));
    }
}
