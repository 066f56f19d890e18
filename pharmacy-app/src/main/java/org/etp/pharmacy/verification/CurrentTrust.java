package org.etp.pharmacy.verification;

import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.trust.RegistryBuilder;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.RevocationSource;
import org.etp.ac.trust.TrustException;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;

/**
 * The prescriber registry in force and the verifier built on it, reloaded from the PKI directory every
 * {@code etp.verification.registry-refresh}: a new CRL (a prescriber revoked) or a new prescriber
 * certificate takes effect without a restart. A reload that fails keeps the registry in force, which
 * itself fails closed once its CRL is past its next update.
 */
public final class CurrentTrust {

    private static final Logger log = LoggerFactory.getLogger(CurrentTrust.class);

    private final PkiDirectory pki;
    private final VerificationPolicy policy;
    private final Clock clock;
    private final XmlEngine xmlEngine;
    private final RevocationSettings revocation;
    private final List<RevocationSource> sources;
    private final AtomicReference<State> state = new AtomicReference<>();

    private record State(PrescriberRegistry registry, PrescriptionVerifier verifier) {
    }

    /** @param revocation the revocation settings, whose sources are made once and asked at every reload */
    CurrentTrust(PkiDirectory pki, VerificationPolicy policy, Clock clock, XmlEngine xmlEngine,
            RevocationSettings revocation) throws TrustException {
        this.pki = pki;
        this.policy = policy;
        this.clock = clock;
        this.xmlEngine = xmlEngine;
        this.revocation = revocation;
        this.sources = revocation.sources();
        PrescriberRegistry registry = load(pki);
        log.info("Trusting {} prescriber certificates from {} ({} excluded)", registry.all().size(), pki.path(),
                registry.excluded().size());
        log.info("Verifying XML with the {} engine (etp.verification.xml-engine)", xmlEngine.id());
        state.set(new State(registry, verifier(registry)));
    }

    public PrescriberRegistry registry() {
        return state.get().registry();
    }

    public PrescriptionVerifier verifier() {
        return state.get().verifier();
    }

    /** Reads the PKI directory again and puts its registry in force; keeps the current one if that fails. */
    @Scheduled(initialDelayString = "${etp.verification.registry-refresh:1h}",
            fixedDelayString = "${etp.verification.registry-refresh:1h}")
    public void refresh() {
        try {
            PrescriberRegistry registry = load(pki.reopen());
            PrescriberRegistry previous = state.getAndSet(new State(registry, verifier(registry))).registry();
            long revoked = registry.all().stream().filter(p -> p.revoked()).count();
            if (registry.all().size() != previous.all().size()
                    || revoked != previous.all().stream().filter(p -> p.revoked()).count()) {
                log.info("Prescriber registry reloaded from {}: {} certificates, {} revoked", pki.path(),
                        registry.all().size(), revoked);
            }
        } catch (TrustException | RuntimeException e) {
            log.warn("Could not reload the prescriber registry from {}, keeping the one in force: {}", pki.path(),
                    e.getMessage());
        }
    }

    /** A verifier on {@code registry}; the template engine learns its shapes afresh with each registry. */
    private PrescriptionVerifier verifier(PrescriberRegistry registry) {
        return new PrescriptionVerifier(registry, policy, clock, XmlEngines.of(xmlEngine));
    }

    private PrescriberRegistry load(PkiDirectory directory) throws TrustException {
        return revocation.applyTo(RegistryBuilder.of(directory).validatedAt(clock.instant()), sources).build();
    }
}
