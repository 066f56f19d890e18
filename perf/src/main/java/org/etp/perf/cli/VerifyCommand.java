package org.etp.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberRegistry;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerificationPolicy;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.ac.xml.XmlEngine;
import org.etp.ac.xml.engine.XmlEngines;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code etp verify}: the pharmacy's verification of certificate files, in order, by one verifier against the
 * prescribers of a PKI directory — so that a template the template engine learned from the first file serves
 * the files of its shape that follow. Exit 0 when every file is valid, 1 when any is invalid (each with the
 * reason code and a sentence).
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Verify certificate files as the pharmacy would, in order, in one process: exit 0 when all"
                + " are valid, 1 when any is invalid.")
public final class VerifyCommand implements Callable<Integer> {

    static final int INVALID = 1;

    @Spec
    CommandSpec spec;

    @Option(names = "--pki", required = true, description = "Demo PKI directory holding the trusted prescribers.")
    Path pki;

    @Option(names = "--json", description = "Print only the decoded prescription of each file as JSON, one a line.")
    boolean json;

    @Option(names = "--allow-unsigned", description = "Accept an unsigned certificate (baseline measurement only).")
    boolean allowUnsigned;

    @Option(names = "--xml-engine", defaultValue = "template", converter = Converters.Engine.class,
            description = "XML verification engine: dom, stax or template (default: ${DEFAULT-VALUE}, as the"
                    + " pharmacy's).")
    XmlEngine xmlEngine;

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "The certificates, DER, XML or OER (each recognised by its first bytes).")
    List<Path> files;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        var policy = allowUnsigned ? VerificationPolicy.benchmarkAcceptingUnsigned() : VerificationPolicy.strict();
        var verifier = new PrescriptionVerifier(PrescriberRegistry.load(PkiDirectory.open(pki)), policy,
                Clock.systemUTC(), XmlEngines.of(xmlEngine));
        int exitCode = 0;
        for (Path file : files) {
            byte[] encoded = Files.readAllBytes(file);
            VerifiedPrescription verified;
            try {
                verified = verifier.verify(formatOf(encoded), encoded);
            } catch (VerificationException e) {
                spec.commandLine().getErr().printf("INVALID %s (%d): %s: %s%s%n", e.reason(), e.reason().code(),
                        e.reason().sentence(), e.getMessage(), files.size() > 1 ? " [" + file + "]" : "");
                exitCode = INVALID;
                continue;
            }
            if (json) {
                out.println(PrescriptionJson.write(verified.certificate()));
            } else {
                printSummary(out, file, verified);
            }
        }
        return exitCode;
    }

    /** DER and OER are recognised by their first bytes; anything else is read as XML and judged by the XML codec. */
    static WireFormat formatOf(byte[] encoded) {
        return WireFormat.recognise(encoded).orElse(WireFormat.XML);
    }

    private static void printSummary(PrintWriter out, Path file, VerifiedPrescription verified) {
        PrescriptionCertificate certificate = verified.certificate();
        out.printf("VALID %s: %s profile, %s, %d bytes, %s%n", certificate.prescriptionId(),
                certificate.profile().id(), verified.format(), verified.size(),
                verified.signer().map(s -> "signed with " + s.algorithm().id()).orElse("unsigned"));
        out.printf("  file:     %s%n", file);
        out.printf("  path:     %s%n", verified.servedBy().id());
        verified.signer().ifPresent(signer -> out.printf("  signer:   %s (certificate serial %s)%n",
                PrescriptionJson.name(signer.certificate().getSubjectX500Principal()),
                signer.certificate().getSerialNumber().toString(16)));
        out.printf("  valid:    %s to %s%n", certificate.validity().notBefore(), certificate.validity().notAfter());
        out.printf("  serial:   %s%n", certificate.serialNumber());
    }
}
