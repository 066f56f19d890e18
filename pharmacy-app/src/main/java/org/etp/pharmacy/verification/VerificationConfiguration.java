package org.etp.pharmacy.verification;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PkiLayout;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.TrustException;
import org.etp.pharmacy.identity.PharmacyProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.scheduling.annotation.EnableScheduling;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({VerificationProperties.class, PharmacyProperties.class})
@EnableScheduling
class VerificationConfiguration {

    private static final Logger log = LoggerFactory.getLogger(VerificationConfiguration.class);

    @Bean
    PkiDirectory pkiDirectory(@Value("${etp.pki.dir}") String dir,
            @Value("${etp.pki.password:" + PkiLayout.DEMO_PASSWORD + "}") String password) throws TrustException {
        Path path = Path.of(dir).toAbsolutePath().normalize();
        if (!Files.isDirectory(path)) {
            throw new IllegalStateException("etp.pki.dir: no PKI directory at " + path
                    + "; make one with './etp pki init --dir " + dir + "' or point etp.pki.dir at yours");
        }
        return PkiDirectory.open(path, password.toCharArray());
    }

    @Bean
    CurrentTrust currentTrust(PkiDirectory pki, VerificationProperties properties, PharmacyProperties pharmacy,
            Clock clock, RevocationSettings revocation) throws TrustException {
        if (properties.acceptUnsigned()) {
            log.warn("etp.verification.accept-unsigned is on: unsigned certificates are accepted (benchmarks only)");
        }
        log.info("This pharmacy is {} (etp.pharmacy.ods-code): prescriptions nominated elsewhere are refused",
                pharmacy.odsCode());
        return new CurrentTrust(pki, properties.policy().forPharmacy(pharmacy.odsCode()), clock,
                properties.xmlEngine(), revocation);
    }

    /** {@code etp.trust.*}: the revocation sources in order ({@link RevocationSettings}); refused at start if wrong. */
    @Bean
    RevocationSettings revocationSettings(Environment environment) {
        RevocationSettings settings = Binder.get(environment).bind("etp.trust", RevocationSettings.class)
                .orElseGet(RevocationSettings::defaults);
        log.info("Revocation: {} (etp.trust.revocation), OCSP answers up to {} old, {} for a responder",
                String.join(", then ", settings.revocation()), settings.ocsp().maxAge(), settings.ocsp().timeout());
        if (!settings.anchors().isEmpty()) {
            log.info("Trust anchors: {} (etp.trust.anchors), in place of the PKI directory's root", settings.anchors());
        }
        if (settings.softFail()) {
            log.warn("etp.trust.soft-fail is on: a prescriber whose revocation status no source knows is accepted,"
                    + " each time logged as a security event");
        }
        return settings;
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
