package org.etp.perf.cli;

import java.nio.file.Path;
import java.time.Duration;
import org.etp.ac.client.ClientSettings;
import org.etp.ac.client.IntakeAddress;
import org.etp.ac.client.TlsContexts;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.TrustException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/** The options of every command that talks to a pharmacy intake: where, TLS or not, how long to wait. */
final class IntakeOptions {

    @Option(names = "--target", required = true, converter = Target.class, paramLabel = "HOST:PORT",
            description = "The pharmacy intake, e.g. localhost:7400.")
    IntakeAddress target;

    @Option(names = "--tls", description = "Connect with TLS 1.3: trust the PKI's root CA and present the "
            + "prescriber service's client certificate.")
    boolean tls;

    @Option(names = "--pki", paramLabel = "DIR",
            description = "Demo PKI directory (default: ./pki, else the PKI that ./etp demo made in demo/pki).")
    Path pki;

    @Option(names = "--timeout", defaultValue = "30", paramLabel = "SECONDS",
            description = "How long to wait for each response (default: ${DEFAULT-VALUE} s).")
    int timeoutSeconds;

    private PkiDirectory opened;

    /** The PKI directory, opened once. */
    PkiDirectory pki() throws TrustException {
        if (opened == null) {
            opened = PkiDirectory.open(pki != null ? pki : DefaultPki.find(Path.of(""), System.getenv("ETP_HOME")));
        }
        return opened;
    }

    /** Client settings for the target, with {@code maxInFlight} requests in flight per connection. */
    ClientSettings settings(int maxInFlight) throws TrustException {
        if (timeoutSeconds < 1) {
            throw new IllegalArgumentException("--timeout must be at least 1 second");
        }
        ClientSettings settings = ClientSettings.of(target).withMaxInFlight(maxInFlight)
                .withResponseTimeout(Duration.ofSeconds(timeoutSeconds));
        return tls ? settings.withTls(TlsContexts.client(pki())) : settings;
    }

    static final class Target implements ITypeConverter<IntakeAddress> {
        @Override
        public IntakeAddress convert(String value) {
            return IntakeAddress.parse(value);
        }
    }
}
