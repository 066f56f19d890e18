package org.etp.prescriber.signing;

import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class SigningConfiguration {

    @Bean
    PkiDirectory pkiDirectory(PkiProperties properties) throws TrustException {
        return PkiDirectory.open(properties.dir(), properties.password().toCharArray());
    }
}
