package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
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

    private static final DateTimeFormatter INDEX_TIME = DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);

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

    /**
     * Signs {@code request} as a prescriber's certificate that names {@code responder} as its OCSP responder
     * (authority information access), into {@code out}, and enters it in the CA's index as valid.
     */
    Path signNamingResponder(Path request, URI responder, Path out) throws Exception {
        Path extensions = dir.resolve("aia-" + out.getFileName() + ".cnf");
        Files.writeString(extensions, String.join("\n", "[aia]", "basicConstraints = critical, CA:FALSE",
                "keyUsage = critical, digitalSignature, nonRepudiation",
                "extendedKeyUsage = " + PkiLayout.PRESCRIBING_PURPOSE, "subjectKeyIdentifier = hash",
                "authorityKeyIdentifier = keyid", "authorityInfoAccess = OCSP;URI:" + responder, ""));
        openssl("x509", "-req", "-in", request.toAbsolutePath().toString(), "-CA", name + ".pem", "-CAkey",
                name + ".key", "-CAcreateserial", "-days", "30", "-extfile", extensions.getFileName().toString(),
                "-extensions", "aia", "-out", out.toAbsolutePath().toString());
        X509Certificate issued = read(out);
        Files.writeString(dir.resolve(name + ".index"), "V\t" + INDEX_TIME.format(issued.getNotAfter().toInstant())
                + "\t\t" + serial(issued) + "\tunknown\t/CN=" + out.getFileName() + "\n", StandardOpenOption.APPEND);
        return out;
    }

    /** Marks {@code certificate} revoked (keyCompromise, a minute ago) in the CA's index, as {@code openssl ca -revoke}. */
    void revoke(Path certificate) throws Exception {
        String serial = serial(read(certificate));
        Path index = dir.resolve(name + ".index");
        String revokedAt = INDEX_TIME.format(Instant.now().minusSeconds(60));
        List<String> lines = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(index)) {
            String[] fields = line.split("\t", -1);
            if (fields.length == 6 && fields[3].equals(serial)) {
                fields[0] = "R";
                fields[2] = revokedAt + ",keyCompromise";
            }
            lines.add(String.join("\t", fields));
        }
        Files.write(index, lines);
    }

    /**
     * Starts {@code openssl ocsp} on {@code port}, answering from the CA's index (read when it starts) and signing
     * as the CA itself, answers good for a minute; waits until it says it listens.
     */
    Process responder(int port) throws Exception {
        Path log = dir.resolve(name + "-ocsp-" + port + ".log");
        Process process = new ProcessBuilder("openssl", "ocsp", "-index", name + ".index", "-port", String.valueOf(port),
                "-rsigner", name + ".pem", "-rkey", name + ".key", "-CA", name + ".pem", "-nmin", "1")
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // its own word, not a probe: a connection that sends nothing sets openssl 3.0's responder spinning
        for (int waited = 0; waited < 200 && process.isAlive(); waited++) {
            if (Files.readString(log).contains("waiting for OCSP client connections")) {
                return process;
            }
            Thread.sleep(100);
        }
        process.destroyForcibly();
        return fail("openssl ocsp did not start on port %d: %s", port, Files.readString(log));
    }

    /** A CRL of the root, current for a week, into {@code out}. */
    Path crl(Path out) throws Exception {
        openssl("ca", "-config", name + ".cnf", "-gencrl", "-out", out.toAbsolutePath().toString());
        return out;
    }

    private static X509Certificate read(Path file) throws Exception {
        try (InputStream in = Files.newInputStream(file)) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
    }

    /** The serial as openssl's index writes it: upper-case hexadecimal of an even number of digits. */
    private static String serial(X509Certificate certificate) {
        String hex = certificate.getSerialNumber().toString(16).toUpperCase(Locale.ROOT);
        return hex.length() % 2 == 0 ? hex : "0" + hex;
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
