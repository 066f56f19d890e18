package org.etp.perf.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.token.TokenException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.TrustException;
import org.etp.perf.token.SoftHsmToken;
import org.etp.perf.token.TokenPrescribers;

/**
 * The token benchmarks' prescribers: a demo PKI in a temporary directory and, for keys in a token, a SoftHSM2 token of
 * the fork's own ({@link SoftHsmToken}), both deleted by {@link #close()}. Each prescriber is added as an operator adds
 * one ({@link TokenPrescribers}) and signs through the identity the PKI directory gives, as the prescriber app's
 * {@code Signer} does.
 */
final class BenchPrescribers implements AutoCloseable {

    /** The JDK's PKCS#11 wrapper, open to ETP in a forked JVM (the jar's manifest opens it only for {@code -jar}). */
    static final String EXPORT = "--add-exports=jdk.crypto.cryptoki/sun.security.pkcs11.wrapper=ALL-UNNAMED";

    private static final Organisation PRACTICE = new Organisation("Y34567", "Benchmark Medical Practice");

    private final Path dir;
    private final SoftHsmToken token;
    private PkiDirectory pki;

    private BenchPrescribers(Path dir, PkiDirectory pki, SoftHsmToken token) {
        this.dir = dir;
        this.pki = pki;
        this.token = token;
    }

    /**
     * A fresh demo PKI and, when {@code keyIn} is {@code token}, a token whose pool allows {@code sessions}
     * signatures at once.
     */
    static BenchPrescribers open(String keyIn, int sessions) throws IOException, TrustException, TokenException {
        boolean inToken = switch (keyIn) {
            case "token" -> true;
            case "software" -> false;
            default -> throw new IllegalArgumentException("keyIn is token or software, not " + keyIn);
        };
        Path dir = Files.createTempDirectory("etp-bench-token-pki");
        try {
            return new BenchPrescribers(dir, DemoPki.init(dir.resolve("pki")),
                    inToken ? SoftHsmToken.make("etp-bench", sessions) : null);
        } catch (TrustException | TokenException | RuntimeException e) {
            deleteTree(dir);
            throw e;
        }
    }

    /**
     * Dr Hart with a key of {@code algorithm}: the PKI's default signer for keys in software, else a twin of it (the
     * same subject, a certificate of its own) whose key is made in the token.
     */
    SigningIdentity hart(SignatureAlgorithm algorithm) throws TrustException {
        if (token == null) {
            return pki.defaultSigner(algorithm);
        }
        String hart = DemoPki.defaultSignerId(algorithm);
        return add(hart + "-token", PrescriberIdentity.fromSubject(pki.prescriberCertificate(hart)
                .getSubjectX500Principal()), algorithm);
    }

    /** {@code count} prescribers of their own (Dr Bench 1, 2, …), each with a key of {@code algorithm}. */
    List<SigningIdentity> prescribers(int count, SignatureAlgorithm algorithm) throws TrustException {
        List<SigningIdentity> prescribers = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            PrescriberIdentity who = new PrescriberIdentity(new Prescriber("Dr Bench " + i,
                    String.format("GMC 71%05d", i), PrescriberRole.GENERAL_PRACTITIONER), PRACTICE);
            prescribers.add(add("bench-" + algorithm.id() + "-" + i, who, algorithm));
        }
        return prescribers;
    }

    /** Whether the keys are in a token. */
    boolean inToken() {
        return token != null;
    }

    private SigningIdentity add(String name, PrescriberIdentity who, SignatureAlgorithm algorithm)
            throws TrustException {
        pki = TokenPrescribers.add(pki, token == null ? null : token.token(), name, who.subject(), algorithm);
        return TokenPrescribers.identity(pki, token == null ? null : token.token(), name);
    }

    @Override
    public void close() throws IOException {
        try {
            if (token != null) {
                token.close();
            }
        } finally {
            deleteTree(dir);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
