package org.etp.pharmacy.identity;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.security.Key;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.cert.CertPathValidator;
import java.security.cert.CertificateFactory;
import java.security.cert.PKIXParameters;
import java.security.cert.TrustAnchor;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiFiles;
import org.etp.ac.trust.PkiLayout;
import org.etp.pharmacy.support.PharmacyAppTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/** The running pharmacy holds its signing key from the PKI, chained to the service CA, and hands it to no one. */
@PharmacyAppTest
class PharmacyKeyIntegrationTests {

    @Autowired
    PharmacyKey key;

    @Autowired
    PkiDirectory pki;

    @Autowired
    ApplicationContext context;

    @Test
    void holdsACertificateThatChainsToTheServiceCa() throws Exception {
        X509Certificate certificate = key.certificate();
        X509Certificate serviceCa = PkiFiles.readCertificate(pki.path().resolve(PkiLayout.SERVICE_CA));

        // Anchored on the service CA alone: the path is the signing certificate, issued by it.
        PKIXParameters parameters = new PKIXParameters(Set.of(new TrustAnchor(serviceCa, null)));
        parameters.setRevocationEnabled(false);
        CertPathValidator.getInstance("PKIX").validate(
                CertificateFactory.getInstance("X.509").generateCertPath(List.of(certificate)), parameters);
        assertThat(certificate.getIssuerX500Principal()).isEqualTo(DemoPki.SERVICE_CA_NAME);
        assertThat(certificate.getSubjectX500Principal()).isEqualTo(DemoPki.PHARMACY_SIGNING_NAME);
        assertThat(certificate.getExtendedKeyUsage()).containsExactly(PkiLayout.PHARMACY_SIGNING_PURPOSE);
    }

    @Test
    void isAKeyOfItsOwnNotTheTlsKey() throws Exception {
        KeyStore tls = pki.pharmacyTlsKeyStore();

        assertThat(key.certificate().getPublicKey())
                .isNotEqualTo(tls.getCertificate(PkiLayout.PHARMACY_TLS_ALIAS).getPublicKey());
    }

    @Test
    void handsOutItsCertificateButNeverItsKey() {
        List<Class<?>> secret = List.of(Key.class, KeyPair.class, KeyStore.class, SigningIdentity.class);
        for (Method method : PharmacyKey.class.getDeclaredMethods()) {
            if (!Modifier.isPrivate(method.getModifiers())) {
                assertThat(secret).as("%s returns", method.getName())
                        .noneMatch(type -> type.isAssignableFrom(method.getReturnType()));
            }
        }
        assertThat(Arrays.stream(PharmacyKey.class.getDeclaredFields()))
                .allMatch(field -> Modifier.isPrivate(field.getModifiers()));
        assertThat(PharmacyKey.class.getPackageName()).isEqualTo("org.etp.pharmacy.identity");
        // No other bean is, or holds, a signing identity the pharmacy could hand on.
        assertThat(context.getBeansOfType(SigningIdentity.class)).isEmpty();
        assertThat(context.getBeansOfType(PharmacyKey.class)).hasSize(1);
    }
}
