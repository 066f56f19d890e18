package org.etp.perf.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Callable;
import org.etp.ac.codec.CertificateCodec;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PkiDirectory;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.trust.SignerChains;
import org.etp.ac.trust.TrustException;
import org.etp.ac.xml.XmlCertificateCodec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code etp sample}: writes one sample certificate and its signer's chain (the signer's certificate, then the CAs
 * below the trust anchor) beside it; with {@code --key-info}, a signed XML certificate carries that chain in its
 * signature's KeyInfo too.
 */
@Command(name = "sample", mixinStandardHelpOptions = true,
        description = "Write a sample attribute certificate (and the signer's certificate, then the CAs below the "
                + "trust anchor, as FILE.signer.pem).")
public final class SampleCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--pki", required = true, description = "Demo PKI directory (made by 'etp pki init').")
    Path pki;

    @Option(names = "--format", required = true, converter = Converters.Format.class,
            description = "der, xml or oer.")
    WireFormat format;

    @Option(names = "--profile", required = true, converter = Converters.ProfileId.class,
            description = "simple, prescription or complex.")
    Profile profile;

    @Option(names = "--alg", converter = Converters.Algorithm.class,
            description = "rsa2048 (default), ecp256 or ed25519: signs as the PKI's default signer of that algorithm.")
    SignatureAlgorithm algorithm;

    @Option(names = "--signer", paramLabel = "NAME",
            description = "Sign as the PKI directory's prescriber NAME (one 'etp pki list' shows, imported ones too),"
                    + " of its own algorithm, instead of the default signer.")
    String signerName;

    @Option(names = "--unsigned", description = "Leave the certificate unsigned (baseline measurement only).")
    boolean unsigned;

    @Option(names = "--seed", description = "Content seed: the same seed gives the same content (default: random).")
    Long seed;

    @Option(names = "--pharmacy", defaultValue = SampleGenerator.DEMO_PHARMACY, converter = Converters.OdsCode.class,
            paramLabel = "ODS|none", description = "ODS code of the nominated pharmacy (default: ${DEFAULT-VALUE}, the"
                    + " demo pharmacy), or none: no nomination, accepted by any pharmacy.")
    String pharmacy;

    @Option(names = "--key-info", description = "xml only: carry the signer's chain (as FILE.signer.pem) in the "
            + "signature's KeyInfo/X509Data, for a pharmacy that does not know the signer.")
    boolean keyInfo;

    @Option(names = "--out", required = true, description = "File to write.")
    Path out;

    @Mixin
    TokenPin pin;

    @Override
    public Integer call() throws Exception {
        if (keyInfo && (format != WireFormat.XML || unsigned)) {
            throw new ParameterException(spec.commandLine(), "--key-info carries the chain in a signed XML "
                    + "certificate: use it with --format xml, without --unsigned");
        }
        PkiDirectory directory = PkiDirectory.open(pki);
        SigningIdentity signer = signer(directory);
        long contentSeed = seed != null ? seed : new SecureRandom().nextLong();
        PrescriptionCertificate certificate = new SampleGenerator(contentSeed, pharmacy).certificate(profile,
                PrescriberIdentity.fromSubject(signer.subject()), LocalDate.now(ZoneOffset.UTC));
        CertificateCodec codec = format.codec();
        List<X509Certificate> chain = SignerChains.of(signer.certificate(), directory);
        byte[] encoded = unsigned ? codec.encodeUnsigned(certificate)
                : keyInfo ? XmlCertificateCodec.instance().encode(certificate, signer, chain)
                : codec.encode(certificate, signer);
        Files.write(out, encoded);
        SignerChain.write(chain, SignerChain.fileBeside(out));
        spec.commandLine().getOut().printf("%s: %d bytes, %s %s, %s, prescription ID %s, seed %d%n", out,
                encoded.length, format, profile.id(), unsigned ? "unsigned" : "signed with " + signer.algorithm().id(),
                certificate.prescriptionId(), contentSeed);
        return 0;
    }

    /** The named signer, whose algorithm is its own (an --alg that differs is a usage error), else the default. */
    private SigningIdentity signer(PkiDirectory directory) throws TrustException {
        if (signerName == null) {
            return directory.defaultSigner(algorithm == null ? SignatureAlgorithm.RSA2048 : algorithm, pin.opener());
        }
        SigningIdentity named = directory.signingIdentity(signerName, pin.opener());
        if (algorithm != null && algorithm != named.algorithm()) {
            throw new ParameterException(spec.commandLine(), "the signer " + signerName + " holds a "
                    + named.algorithm().id() + " key, not " + algorithm.id() + ": leave out --alg");
        }
        return named;
    }
}
