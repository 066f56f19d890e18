package org.etp.prescriber.signing;

import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.RegistryBuilder;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.RevocationSource;
import org.etp.ac.trust.TrustException;
import org.etp.ac.trust.TrustedPrescriber;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Whether a prescriber's signing certificate may sign now, judged as the pharmacy will judge it: the PKI's
 * trust anchor, the revocation status the registry's sources give and the certificate's validity
 * ({@link PrescriberRegistry}); the revocation is the status's own words, never read from a CRL here. The answer
 * is a sentence for the prescriber saying what is wrong and what to do. The registry is built again at most once a
 * minute, so a new CRL or OCSP answer takes effect soon without costing every page; its revocation sources are
 * those of {@code etp.trust.*} ({@link RevocationSettings}), made once.
 */
@Component
public class SigningCertificates {

    private static final Duration FRESH = Duration.ofMinutes(1);
    private static final String CONTACT = " Contact your registration authority (the practice's RA) for a new"
            + " smartcard certificate; until then ask a colleague to sign prescriptions.";

    private final PkiDirectory pki;
    private final RevocationSettings revocation;
    private final List<RevocationSource> sources;
    private final Clock clock;
    private final DateTimeFormatter dates;
    private PrescriberRegistry registry;

    SigningCertificates(PkiDirectory pki, RevocationSettings revocation,
            @Value("${etp.ui.zone:Europe/London}") ZoneId zone) {
        this.pki = pki;
        this.revocation = revocation;
        this.sources = revocation.sources();
        this.clock = Clock.systemUTC();
        this.dates = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK).withZone(zone);
    }

    /** Why the certificate of PKI prescriber {@code prescriberId} may not sign now, or empty when it may. */
    public Optional<String> problem(String prescriberId) {
        Instant now = clock.instant();
        try {
            X509Certificate certificate = pki.prescriberCertificate(prescriberId);
            PrescriberRegistry current = registry(now);
            Optional<TrustedPrescriber> trusted = current.all().stream()
                    .filter(each -> each.certificate().equals(certificate)).findFirst();
            boolean unchecked = current.excluded().stream().anyMatch(each -> each.revocationUnknown()
                    && each.serialNumber().equals(certificate.getSerialNumber())
                    && each.subject().equals(certificate.getSubjectX500Principal()));
            if (trusted.isEmpty() && unchecked) {
                return Optional.of("Whether your signing certificate has been revoked cannot be checked just now, and"
                        + " pharmacies refuse what it signs until it can. Try again in a few minutes.");
            }
            if (trusted.isEmpty()) {
                return Optional.of("Your signing certificate is not one the pharmacies trust, so you cannot sign"
                        + " prescriptions." + CONTACT);
            }
            return judge(trusted.get(), now);
        } catch (TrustException e) {
            return Optional.of("Your signing certificate cannot be checked (" + e.getMessage() + "), so you cannot"
                    + " sign prescriptions." + CONTACT);
        }
    }

    /** Refuses, with {@link #problem}'s sentence, to let {@code prescriberId} sign. */
    public void requireUsable(String prescriberId) throws UnusableCertificateException {
        Optional<String> problem = problem(prescriberId);
        if (problem.isPresent()) {
            throw new UnusableCertificateException(problem.get());
        }
    }

    private Optional<String> judge(TrustedPrescriber trusted, Instant now) {
        if (trusted.revoked()) {
            return Optional.of("Your signing certificate was " + trusted.revocation().headline(dates)
                    + ". You cannot sign prescriptions until you have a new one: pharmacies refuse anything it signs."
                    + CONTACT);
        }
        if (now.isBefore(trusted.notBefore())) {
            return Optional.of("Your signing certificate is valid only from " + dates.format(trusted.notBefore())
                    + ". You cannot sign prescriptions before then." + CONTACT);
        }
        if (now.isAfter(trusted.notAfter())) {
            return Optional.of("Your signing certificate expired on " + dates.format(trusted.notAfter())
                    + ". You cannot sign prescriptions until it is renewed." + CONTACT);
        }
        if (!trusted.revocation().currentAt(now)) {
            return Optional.of("Whether your signing certificate has been revoked cannot be checked just now, and"
                    + " pharmacies refuse what it signs until it can. Try again in a few minutes.");
        }
        return Optional.empty();
    }

    private synchronized PrescriberRegistry registry(Instant now) throws TrustException {
        if (registry == null || registry.validatedAt().plus(FRESH).isBefore(now)) {
            registry = revocation.applyTo(RegistryBuilder.of(pki.reopen()).validatedAt(now), sources).build();
        }
        return registry;
    }
}
