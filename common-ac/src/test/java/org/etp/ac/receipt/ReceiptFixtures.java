package org.etp.ac.receipt;

import java.math.BigInteger;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.etp.ac.codec.CodecException;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.DispenseEvent;
import org.etp.ac.prescription.PrescriptionCertificate;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Profile;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.prescription.StatusChange;
import org.etp.ac.prescription.VerificationResult;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.testing.TestCredentials;

/** A prescription as a prescriber stored it, and the facts of a partial dispense of its first item. */
record ReceiptFixtures(PrescriptionCertificate prescription, byte[] stored, ReceiptFacts facts) {

    static final String PHARMACIST = "pharmacist-a";

    static ReceiptFixtures partlyDispensed(long seed, WireFormat format) throws CodecException {
        PrescriptionCertificate prescription = TestCredentials.sample(Profile.PRESCRIPTION, seed);
        byte[] stored = format.codec().encode(prescription, TestCredentials.identity(SignatureAlgorithm.RSA2048));
        Instant received = Instant.now().truncatedTo(ChronoUnit.SECONDS).minusSeconds(600);
        Instant dispensed = received.plusSeconds(300);
        Quantity one = Quantity.of("1", prescription.prescription().orElseThrow().items().get(0).quantity().unit());
        ReceiptFacts facts = new ReceiptFacts(prescription, stored,
                List.of(new VerificationResult("signature", true, received, "rsa2048, registered key")),
                List.of(new DispenseEvent(1, one, dispensed, PHARMACIST, "owing")),
                List.of(new StatusChange(PrescriptionStatus.RECEIVED, received, "intake", "verified"),
                        new StatusChange(PrescriptionStatus.PARTIALLY_DISPENSED, dispensed, PHARMACIST, "stock")),
                dispensed);
        return new ReceiptFixtures(prescription, stored, facts);
    }

    static BigInteger serial() {
        return BigInteger.valueOf(26_000_000L + System.nanoTime() % 1000);
    }
}
