package org.etp.prescriber.signing;

import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.TrustException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

@Configuration(proxyBeanMethods = false)
class SigningConfiguration {

    @Bean
    PkiDirectory pkiDirectory(PkiProperties properties) throws TrustException {
        return PkiDirectory.open(properties.dir(), properties.password().toCharArray());
    }

    /** The PKCS#11 token holding prescribers' keys, when {@code etp.signing.pkcs11.*} names one; unlocked at start. */
    @Bean
    SigningToken signingToken(Environment environment, PkiDirectory pki) throws TrustException {
        return SigningToken.configured(environment, pki);
    }

    /** {@code etp.trust.*}: the revocation sources the prescriber judges its own certificates by, as pharmacies do. */
    @Bean
    RevocationSettings revocationSettings(Environment environment) {
        return Binder.get(environment).bind("etp.trust", RevocationSettings.class)
                .orElseGet(RevocationSettings::defaults);
    }
}
