package org.etp.perf.demo;

/**
 * What the demo tells its user once everything is up: {@link DemoRun#READY}, where each application is and how to
 * sign in, the demo PINs of the prescribers' tokens, the sample prescription's journey, the database and the logs.
 */
final class ReadyBanner {

    private ReadyBanner() {
    }

    static String of(DemoSettings settings, ScaledIntake intake, PostgresServer database,
            SamplePrescription.Delivery sample, boolean tokens) {
        return String.join(System.lineSeparator(),
                "",
                DemoRun.READY,
                "  Prescriber  http://localhost:" + settings.prescriberPort()
                        + "   sign in as hart / hart-demo  (also okafor, patel; vane's certificate is revoked)",
                tokens ? "  Token PINs  " + String.join(", ", DemoTokens.TOKENS.stream()
                        .map(token -> token.username() + " " + token.pin()).toList())
                        + "  (demo data: each prescriber unlocks the key in their own SoftHSM2 token under Signing"
                        + " key; passkeys are registered in Settings)"
                        : "  Keys        in software (no SoftHSM2 tokens: see the start-up lines above)",
                "  Pharmacy    http://localhost:" + settings.pharmacyPort()
                        + "   sign in as shah / shah-demo  (pharmacist; lee / lee-demo is a technician,"
                        + " reid / reid-demo administers accounts)",
                String.join(System.lineSeparator(), intake.describe()),
                "  Sample      prescription " + sample.prescriptionId() + ": written by hart in XML, "
                        + sample.answer() + " by the pharmacy, at the counter: http://localhost:"
                        + settings.pharmacyPort() + "/prescriptions/" + sample.prescriptionId(),
                "  Database    " + database.origin() + ", databases " + settings.pharmacyDatabase() + " and "
                        + settings.prescriberDatabase(),
                "  Logs        " + intake.log(1) + (intake.balanced() ? " (and the other nodes')" : "") + ", "
                        + settings.logDir().resolve("prescriber-app.log"),
                "Press Ctrl-C to stop everything.");
    }
}
