package org.etp.perf.timing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.zip.GZIPOutputStream;
import org.etp.ac.client.IntakeClient;
import org.etp.ac.codec.CodecException;
import org.etp.ac.metrics.ProcessMemory;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.signing.SigningIdentity;
import org.etp.ac.trust.PrescriberIdentity;
import org.etp.ac.wire.ResponseFrame;
import org.etp.ac.wire.ResponseStatus;

/**
 * The prescriber side of the experiment, one message at a time on the calling thread: build a sample
 * certificate, encode it (and sign it) under measurement, send it over the connection and wait for the
 * pharmacy's answer. Only one message is ever in flight, so a round trip never includes queueing behind
 * another message.
 */
final class MessageSender {

    private static final String UNSIGNED_HINT = ": unsigned messages need a pharmacy started with "
            + "--etp.verification.accept-unsigned=true (or leave them out with --variants signed,attached)";
    private static final String ATTACHED_HINT = ": messages with the signer's chain attached need a pharmacy whose "
            + "trust anchor is this PKI's root and that reads stapled OCSP answers (etp.trust.revocation=ocsp,crl, "
            + "the default), its clock within five minutes of this one (or leave them out with --variants unsigned,signed)";

    private final IntakeClient client;
    private final Map<SignatureAlgorithm, SigningIdentity> signers;
    private final Map<SignatureAlgorithm, SigningIdentity> tokenSigners;
    private final MatchedSamples samples;
    private final Optional<CarriedChain> chain;
    private final LocalDate issued = LocalDate.now(ZoneOffset.UTC);

    /**
     * {@code signers}: the software keys; {@code tokenSigners}: the keys in a token, of the token series;
     * {@code chain}: what the messages of attached series carry in front of them, when any are sent.
     */
    MessageSender(IntakeClient client, Map<SignatureAlgorithm, SigningIdentity> signers,
            Map<SignatureAlgorithm, SigningIdentity> tokenSigners, Optional<CarriedChain> chain, long seed) {
        this.client = client;
        this.signers = Map.copyOf(signers);
        this.tokenSigners = Map.copyOf(tokenSigners);
        this.chain = chain;
        this.samples = new MatchedSamples(seed);
    }

    /** Sends one message of {@code series}; anything but ACCEPTED ends the experiment with the reason. */
    Measurement send(Series series) throws TimingException, InterruptedException {
        SigningIdentity signer = (series.variant().inToken() ? tokenSigners : signers).get(series.algorithm());
        PrescriptionCertificate certificate = samples.next(series,
                PrescriberIdentity.fromSubject(signer.subject()), issued);
        ThreadUsage before = ThreadUsage.current();
        long start = System.nanoTime();
        byte[] encoded = encode(series, certificate, signer);
        long encodeNanos = System.nanoTime() - start;
        ThreadUsage sender = ThreadUsage.current().minus(before);
        long rss = ProcessMemory.sample().rssBytes();
        Optional<CarriedChain> carried = series.variant().attached() ? Optional.of(chain.orElseThrow(
                () -> new IllegalStateException("an attached series without a chain to attach"))) : Optional.empty();
        long sent = System.nanoTime();
        ResponseFrame response = roundTrip(series, encoded, carried);
        long roundTrip = System.nanoTime() - sent;
        if (response.status() != ResponseStatus.ACCEPTED) {
            throw new TimingException("the pharmacy at " + client.target() + " answered " + describe(response)
                    + " to a " + series + " message" + hint(series.variant()));
        }
        byte[] payload = carried.map(each -> each.payload(encoded)).orElse(encoded);
        return new Measurement(certificate.prescriptionId().toString(), payload.length, gzippedLength(payload),
                encodeNanos, sender, rss, roundTrip, response.timings(), Optional.empty());
    }

    private static byte[] encode(Series series, PrescriptionCertificate certificate, SigningIdentity signer)
            throws TimingException {
        try {
            return series.signed() ? series.format().codec().encode(certificate, signer)
                    : series.format().codec().encodeUnsigned(certificate);
        } catch (CodecException e) {
            throw new TimingException("could not encode a " + series + " certificate: " + e.getMessage(), e);
        }
    }

    private ResponseFrame roundTrip(Series series, byte[] encoded, Optional<CarriedChain> carried)
            throws TimingException, InterruptedException {
        try {
            return (carried.isPresent() ? client.submit(series.format(), true, encoded, carried.get().attachment())
                    : client.submit(series.format(), series.signed(), encoded)).get();
        } catch (ExecutionException e) {
            throw new TimingException("no response from " + client.target() + ": " + e.getCause().getMessage(),
                    e.getCause());
        }
    }

    private static String hint(Variant variant) {
        return switch (variant) {
            case UNSIGNED -> UNSIGNED_HINT;
            case SIGNED, TOKEN -> "";
            case ATTACHED -> ATTACHED_HINT;
        };
    }

    private static String describe(ResponseFrame response) {
        return response.status() + response.reason().map(reason -> " " + reason + " (" + reason.sentence() + ")")
                .orElse("");
    }

    static int gzippedLength(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        } catch (IOException e) {
            throw new IllegalStateException("gzip into memory failed", e);
        }
        return out.size();
    }
}
