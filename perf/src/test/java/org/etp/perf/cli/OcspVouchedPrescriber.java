package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;

/**
 * Prescriber {@code lee-rsa2048} of a CA of one's own (openssl) whose certificate names that CA's OCSP responder, the
 * real {@code openssl ocsp}, already running on loopback: its key and request made in the PKI directory, the CA
 * imported there as an anchor; the certificate itself is for the test to import.
 *
 * @param responder the running responder: the test stops it
 */
record OcspVouchedPrescriber(OpensslCa ca, Path certificate, int port, Process responder) {

    static final String NAME = "lee-rsa2048";

    static OcspVouchedPrescriber start(Path pki, Path work) throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        OpensslCa acme = OpensslCa.create(work.resolve("acme"), "acme-root", "Acme Health Root CA");
        Path request = work.resolve("lee.csr");
        assertThat(EtpCli.run("pki", "csr", "--dir", pki, "--name", NAME, "--kind", "prescriber",
                "--subject", PkiCommandsIntegrationTests.LEE, "--out", request).exitCode()).isZero();
        assertThat(EtpCli.run("pki", "import", "--dir", pki, "--anchor", acme.certificate()).exitCode()).isZero();
        Path lee = acme.signNamingResponder(request, URI.create("http://127.0.0.1:" + port + "/"),
                work.resolve("lee.pem"));
        return new OcspVouchedPrescriber(acme, lee, port, acme.responder(port));
    }
}
