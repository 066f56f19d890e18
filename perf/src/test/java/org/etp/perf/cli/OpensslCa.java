package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.etp.ac.trust.PkiLayout;

/**
 * A CA of one's own played by the real {@code openssl} binary, which shares no code with ETP: a self-signed root
 * ({@code openssl req -x509}), certificates for our signing requests ({@code openssl x509 -req} with an extension
 * section) and its CRL ({@code openssl ca -gencrl}), all in one folder. A missing openssl fails the test: interop
 * tests are never skipped.
 */
final class OpensslCa {

    /** The extensions openssl puts in a prescriber's certificate: what {@code pki import} requires. */
    static final String PRESCRIBER = "prescriber";
    /** A TLS server certificate's extensions, to try as a prescriber's. */
    static final String TLS = "tls";

    private final Path dir;
    private final String name;

    private OpensslCa(Path dir, String name) {
        this.dir = dir;
        this.name = name;
    }

    /** A new root CA named {@code CN=commonName, O=Acme Health, C=GB}, its files {@code name.*} in {@code dir}. */
    static OpensslCa create(Path dir, String name, String commonName) throws Exception {
        Files.createDirectories(dir);
        OpensslCa ca = new OpensslCa(dir, name);
        Files.writeString(dir.resolve(name + ".cnf"), String.join("\n",
                "[req]", "distinguished_name = dn", "prompt = no",
                "[dn]", "C = GB", "O = Acme Health", "CN = " + commonName,
                "[root]", "basicConstraints = critical, CA:TRUE", "keyUsage = critical, keyCertSign, cRLSign",
                "subjectKeyIdentifier = hash",
                "[" + PRESCRIBER + "]", "basicConstraints = critical, CA:FALSE",
                "keyUsage = critical, digitalSignature, nonRepudiation",
                "extendedKeyUsage = " + PkiLayout.PRESCRIBING_PURPOSE,
                "subjectKeyIdentifier = hash", "authorityKeyIdentifier = keyid",
                "[" + TLS + "]", "basicConstraints = critical, CA:FALSE", "keyUsage = critical, digitalSignature",
                "extendedKeyUsage = serverAuth", "subjectKeyIdentifier = hash", "authorityKeyIdentifier = keyid",
                "[ca]", "default_ca = own",
                "[own]", "database = " + name + ".index", "crlnumber = " + name + ".crlnumber", "default_md = sha256",
                "default_crl_days = 7", "certificate = " + name + ".pem", "private_key = " + name + ".key", ""));
        Files.writeString(dir.resolve(name + ".index"), "");
        Files.writeString(dir.resolve(name + ".crlnumber"), "01\n");
        ca.openssl("req", "-x509", "-config", name + ".cnf", "-extensions", "root", "-newkey", "ec", "-pkeyopt",
                "ec_paramgen_curve:P-256", "-nodes", "-keyout", name + ".key", "-out", name + ".pem", "-days", "30");
        return ca;
    }

    /** The root's certificate (PEM). */
    Path certificate() {
        return dir.resolve(name + ".pem");
    }

    /** Signs {@code request} with the extensions of {@code section}, into {@code out}. */
    Path sign(Path request, String section, Path out) throws Exception {
        openssl("x509", "-req", "-in", request.toAbsolutePath().toString(), "-CA", name + ".pem", "-CAkey",
                name + ".key", "-CAcreateserial", "-days", "30", "-extfile", name + ".cnf", "-extensions", section,
                "-out", out.toAbsolutePath().toString());
        return out;
    }

    /** A CRL of the root, current for a week, into {@code out}. */
    Path crl(Path out) throws Exception {
        openssl("ca", "-config", name + ".cnf", "-gencrl", "-out", out.toAbsolutePath().toString());
        return out;
    }

    private void openssl(String... arguments) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("openssl"));
        command.addAll(List.of(arguments));
        Process process;
        try {
            process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            fail("openssl is needed by this test and could not be started (%s): apt-get install openssl",
                    e.getMessage());
            return;
        }
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("%s did not finish", command);
        }
        assertThat(process.exitValue()).as("%s said:%n%s", command, output).isZero();
    }
}
