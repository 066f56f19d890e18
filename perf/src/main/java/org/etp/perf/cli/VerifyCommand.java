package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.verification.VerifiedPrescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code etp verify}: the pharmacy's verification of one certificate file, against the prescribers
 * of a PKI directory. Exit 0 when valid, 1 when invalid (with the reason code and a sentence).
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Verify a certificate file as the pharmacy would: exit 0 when valid, 1 when invalid.")
public final class VerifyCommand implements Callable<Integer> {

    static final int INVALID = 1;

    @Spec
    CommandSpec spec;

    @Option(names = "--pki", required = true, description = "Demo PKI directory holding the trusted prescribers.")
    Path pki;

    @Option(names = "--json", description = "Print the decoded prescription as JSON.")
    boolean json;

    @Option(names = "--allow-unsigned", description = "Accept an unsigned certificate (baseline measurement only).")
    boolean allowUnsigned;

    @Parameters(paramLabel = "FILE", description = "The certificate, DER, XML or OER (recognised by its first bytes).")
    Path file;

    @Override
    public Integer call() throws Exception {
        byte[] encoded = Files.readAllBytes(file);
        PrintWriter out = spec.commandLine().getOut();
        var policy = allowUnsigned ? VerificationPolicy.benchmarkAcceptingUnsigned() : VerificationPolicy.strict();
        var verifier = new PrescriptionVerifier(PrescriberRegistry.load(PkiDirectory.open(pki)), policy,
                Clock.systemUTC());
        VerifiedPrescription verified;
        try {
            verified = verifier.verify(formatOf(encoded), encoded);
        } catch (VerificationException e) {
            spec.commandLine().getErr().printf("INVALID %s (%d): %s: %s%n", e.reason(), e.reason().code(),
                    e.reason().sentence(), e.getMessage());
            return INVALID;
        }
        if (json) {
            out.println(PrescriptionJson.write(verified.certificate()));
        } else {
            printSummary(out, verified);
        }
        return 0;
    }

    /** DER and OER are recognised by their first bytes; anything else is read as XML and judged by the XML codec. */
    static WireFormat formatOf(byte[] encoded) {
        return FormatInference.infer(encoded).orElse(WireFormat.XML);
    }

    private static void printSummary(PrintWriter out, VerifiedPrescription verified) {
        PrescriptionCertificate certificate = verified.certificate();
        out.printf("VALID %s: %s profile, %s, %d bytes, %s%n", certificate.prescriptionId(),
                certificate.profile().id(), verified.format(), verified.size(),
                verified.signer().map(s -> "signed with " + s.algorithm().id()).orElse("unsigned"));
        verified.signer().ifPresent(signer -> out.printf("  signer:   %s (certificate serial %s)%n",
                PrescriptionJson.name(signer.certificate().getSubjectX500Principal()),
                signer.certificate().getSerialNumber().toString(16)));
        out.printf("  valid:    %s to %s%n", certificate.validity().notBefore(), certificate.validity().notAfter());
        out.printf("  serial:   %s%n", certificate.serialNumber());
    }
}
