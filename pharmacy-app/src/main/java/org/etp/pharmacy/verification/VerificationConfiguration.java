package org.etp.pharmacy.verification;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.TrustException;
import org.etp.ac.verification.PrescriptionVerifier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(VerificationProperties.class)
class VerificationConfiguration {

    private static final Logger log = LoggerFactory.getLogger(VerificationConfiguration.class);

    @Bean
    PkiDirectory pkiDirectory(@Value("${etp.pki.dir}") String dir) throws TrustException {
        Path path = Path.of(dir).toAbsolutePath().normalize();
        if (!Files.isDirectory(path)) {
            throw new IllegalStateException("etp.pki.dir: no PKI directory at " + path
                    + "; make one with './etp pki init --dir " + dir + "' or point etp.pki.dir at yours");
        }
        return PkiDirectory.open(path);
    }

    @Bean
    PrescriberRegistry prescriberRegistry(PkiDirectory pki) throws TrustException {
        PrescriberRegistry registry = PrescriberRegistry.load(pki);
        log.info("Trusting {} prescriber certificates from {} ({} excluded)", registry.all().size(), pki.path(),
                registry.excluded().size());
        return registry;
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    PrescriptionVerifier prescriptionVerifier(PrescriberRegistry registry, VerificationProperties properties,
            Clock clock) {
        if (properties.acceptUnsigned()) {
            log.warn("etp.verification.accept-unsigned is on: unsigned certificates are accepted (benchmarks only)");
        }
        return new PrescriptionVerifier(registry, properties.policy(), clock);
    }
}
