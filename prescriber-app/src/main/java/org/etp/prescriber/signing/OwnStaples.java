package org.etp.prescriber.signing;

import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.etp.ac.codec.SignerCertificateId;
import org.etp.ac.trust.OcspSource;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.RevocationSettings;
import org.etp.ac.trust.SignerChains;
import org.etp.ac.trust.TrustException;
import org.etp.ac.wire.Attachment;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * What travels with each prescription this app signs: the signing certificate's chain (the signer's certificate,
 * then the CAs of the PKI directory up to its anchor) and, for a certificate that names an OCSP responder, the
 * current answer about it, fetched ahead of need (the E-Rezept way), so that a pharmacy verifies revocation without
 * calling anyone. In the background, at start and every {@value #CHECK_SECONDS} s, each of the directory's
 * prescriber certificates that names a responder gets a new answer when it has none or three quarters of the life
 * of the one it has are past; a responder that is down leaves the old answer in use while it is current, and none
 * after. An answer that says revoked is kept too: it is the truth, and the pharmacy refuses on it.
 */
@Component
public class OwnStaples implements SmartLifecycle {

    static final long CHECK_SECONDS = 30;
    private static final Logger log = LoggerFactory.getLogger(OwnStaples.class);

    private final PkiDirectory pki;
    private final RevocationSettings revocation;
    private final Clock clock;
    private final Map<SignerCertificateId, Own> own = new ConcurrentHashMap<>();
    private volatile ScheduledExecutorService scheduler;

    /** One signing certificate of this app: its chain to send, and the answer about it, if any yet. */
    private record Own(List<X509Certificate> chain, Optional<OcspSource.Staple> staple) {
    }

    OwnStaples(PkiDirectory pki, RevocationSettings revocation, Clock clock) {
        this.pki = pki;
        this.revocation = revocation;
        this.clock = clock;
    }

    /**
     * What to attach to a message signed with the certificate {@code signer} names: its chain with the current
     * answer; or, when there is no current answer, the chain alone if {@code chainWithoutStaple}, else nothing.
     * Nothing for a certificate this app does not hold.
     */
    public Optional<Attachment> attachment(SignerCertificateId signer, boolean chainWithoutStaple) {
        Own held = own.get(signer);
        if (held == null) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        Optional<byte[]> staple = held.staple().filter(answer -> answer.status().currentAt(now))
                .map(OcspSource.Staple::answer);
        if (staple.isEmpty() && !chainWithoutStaple) {
            return Optional.empty();
        }
        List<byte[]> encoded = new ArrayList<>();
        for (X509Certificate certificate : held.chain()) {
            try {
                encoded.add(certificate.getEncoded());
            } catch (CertificateEncodingException e) {
                return Optional.empty();
            }
        }
        return Optional.of(new Attachment(encoded, staple));
    }

    /** Whether any certificate of this app has an OCSP answer to staple (current or not). */
    public boolean holdsAnswers() {
        return own.values().stream().anyMatch(held -> held.staple().isPresent());
    }

    /** Reads the directory's prescriber certificates again and fetches the answers that are missing or due. */
    void refresh() {
        PkiDirectory current;
        try {
            current = pki.reopen();
        } catch (TrustException e) {
            log.warn("The PKI directory could not be read for the OCSP answers to staple: {}", e.getMessage());
            return;
        }
        Instant now = clock.instant();
        for (X509Certificate certificate : current.prescriberCertificates()) {
            SignerCertificateId id = SignerCertificateId.of(certificate);
            List<X509Certificate> chain = SignerChains.of(certificate, current);
            Optional<OcspSource.Staple> held = Optional.ofNullable(own.get(id)).flatMap(Own::staple)
                    .filter(answer -> answer.status().currentAt(now));
            if (OcspSource.responder(certificate).isPresent()
                    && held.map(answer -> OcspSource.dueForRefresh(answer.status(), now)).orElse(true)) {
                Optional<OcspSource.Staple> fetched = fetch(chain, current);
                held = fetched.isPresent() ? fetched : held;
            }
            own.put(id, new Own(chain, held));
        }
    }

    private Optional<OcspSource.Staple> fetch(List<X509Certificate> chain, PkiDirectory current) {
        Optional<X509Certificate> issuer = SignerChains.issuerOf(chain, SignerChains.anchors(current));
        if (issuer.isEmpty()) {
            return Optional.empty();
        }
        try {
            return OcspSource.fetchStaple(chain.get(0), issuer.get(), revocation.ocsp().timeout());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    @Override
    public void start() {
        scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "own-staples");
            thread.setDaemon(true);
            return thread;
        });
        scheduler.scheduleWithFixedDelay(this::refresh, 0, CHECK_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void stop() {
        ScheduledExecutorService running = scheduler;
        if (running != null) {
            running.shutdownNow();
        }
        scheduler = null;
    }

    @Override
    public boolean isRunning() {
        return scheduler != null;
    }
}
