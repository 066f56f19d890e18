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

    /** The prescribers' own PKCS#11 tokens the PKI directory names, opened locked ({@code etp.signing.pkcs11.*}). */
    @Bean
    PrescriberTokens prescriberTokens(Environment environment, PkiDirectory pki) throws TrustException {
        return PrescriberTokens.configured(environment, pki);
    }

    /** {@code etp.trust.*}: the revocation sources the prescriber judges its own certificates by, as pharmacies do. */
    @Bean
    RevocationSettings revocationSettings(Environment environment) {
        return Binder.get(environment).bind("etp.trust", RevocationSettings.class)
                .orElseGet(RevocationSettings::defaults);
    }
}
