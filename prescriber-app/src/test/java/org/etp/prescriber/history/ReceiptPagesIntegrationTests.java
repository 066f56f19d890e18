package org.etp.prescriber.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.etp.prescriber.support.PrescriptionRequests.prescription;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.PrescriptionStatus;
import org.etp.ac.prescription.Quantity;
import org.etp.prescriber.outbox.AwaitingReceipt;
import org.etp.prescriber.outbox.DeliveredPrescriptions;
import org.etp.prescriber.receipts.NewReceipt;
import org.etp.prescriber.receipts.ReceiptOutcome;
import org.etp.prescriber.receipts.ReceiptRepository;
import org.etp.prescriber.receipts.SuppliedItem;
import org.etp.prescriber.support.PrescriberIntegrationTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** The history and the prescription's page show a stored receipt in plain words, and keep polling until one is there. */
class ReceiptPagesIntegrationTests extends PrescriberIntegrationTest {

    private static final Instant ISSUED = Instant.parse("2026-01-20T10:15:30Z");

    @Autowired
    ReceiptRepository receipts;

    @Autowired
    DeliveredPrescriptions delivered;

    @Test
    void showsNoReceiptYetAndKeepsTheRowLiveUntilThePharmacySendsOne() throws Exception {
        String id = accepted();

        mvc.perform(get("/prescriptions/statuses").param("id", id).with(user("hart"))).andExpect(status().isOk())
                .andExpect(jsonPath("$['" + id + "'].awaiting").value(true))
                .andExpect(jsonPath("$['" + id + "'].receipt").doesNotExist());
        mvc.perform(get("/prescriptions").with(user("hart")))
                .andExpect(content().string(containsString("data-prescription-id=\"" + id + "\" data-pending=\"true\"")));
        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(containsString("No receipt yet: the pharmacy has not recorded an outcome.")));
        mvc.perform(get("/prescriptions/" + id + "/receipt").with(user("hart"))).andExpect(status().isNotFound());
    }

    @Test
    void showsAPartialDispenseWithItsItemsPharmacyAndTimeOnBothPages() throws Exception {
        String id = accepted();
        store(id, new ReceiptOutcome(PrescriptionStatus.PARTIALLY_DISPENSED, "Riverside Pharmacy", ISSUED, null,
                List.of(new SuppliedItem(1, "Amoxicillin 500mg capsules", Quantity.of("21", "capsule"),
                        new BigDecimal("14")))));

        String headline = "Partially dispensed by Riverside Pharmacy on 20 Jan 2026, 10:15:30 GMT";
        mvc.perform(get("/prescriptions").with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString("data-receipt-status=\"PARTIALLY_DISPENSED\"")))
                .andExpect(content().string(containsString(headline)))
                .andExpect(content().string(containsString("Amoxicillin 500mg capsules: 14 of 21 capsules supplied")))
                .andExpect(content().string(containsString("receipt verified")))
                .andExpect(content().string(containsString("data-prescription-id=\"" + id + "\" data-pending=\"false\"")));
        mvc.perform(get("/prescriptions/statuses").param("id", id).with(user("hart")))
                .andExpect(jsonPath("$['" + id + "'].awaiting").value(false))
                .andExpect(jsonPath("$['" + id + "'].receipt.status").value("PARTIALLY_DISPENSED"))
                .andExpect(jsonPath("$['" + id + "'].receipt.label").value("Partially dispensed"))
                .andExpect(jsonPath("$['" + id + "'].receipt.headline").value(headline))
                .andExpect(jsonPath("$['" + id + "'].receipt.details[0]")
                        .value("Amoxicillin 500mg capsules: 14 of 21 capsules supplied"));
        mvc.perform(get("/prescriptions/" + id).with(user("hart"))).andExpect(status().isOk())
                .andExpect(content().string(containsString(headline)))
                .andExpect(content().string(containsString("id=\"download-receipt\"")));
        byte[] downloaded = mvc.perform(get("/prescriptions/" + id + "/receipt").with(user("hart")))
                .andExpect(status().isOk())
                .andExpect(header().string("Content-Disposition", containsString(id + "-receipt.der")))
                .andReturn().getResponse().getContentAsByteArray();
        assertThat(downloaded).containsExactly(7, 7, 7);
    }

    @Test
    void showsAReturnWithItsReasonAndToItsPrescriberOnly() throws Exception {
        String id = accepted();
        store(id, new ReceiptOutcome(PrescriptionStatus.RETURNED, "Riverside Pharmacy", ISSUED,
                "patient did not collect", List.of()));

        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(containsString("Returned: patient did not collect")))
                // a returned prescription is not dispensed: the pharmacy still accepts its cancellation
                .andExpect(content().string(containsString("id=\"cancel-form\"")));
        // so the history keeps asking about it, and an open page shows the cancellation's receipt when it comes
        mvc.perform(get("/prescriptions").with(user("hart")))
                .andExpect(content().string(containsString("data-prescription-id=\"" + id + "\" data-pending=\"true\"")));
        mvc.perform(get("/prescriptions/statuses").param("id", id).with(user("hart")))
                .andExpect(jsonPath("$['" + id + "'].awaiting").value(true))
                .andExpect(jsonPath("$['" + id + "'].receipt.status").value("RETURNED"));
        mvc.perform(get("/prescriptions").with(user("okafor")))
                .andExpect(content().string(not(containsString("Returned: patient did not collect"))));
        mvc.perform(get("/prescriptions/" + id + "/receipt").with(user("okafor"))).andExpect(status().isNotFound());
    }

    @Test
    void showsThePrescriptionBeforeItsCancellationAndOffersToCancelOnlyWhatThePharmacyCanStillCancel() throws Exception {
        String id = accepted();

        String before = mvc.perform(get("/prescriptions/" + id).with(user("hart"))).andExpect(status().isOk())
                .andReturn().getResponse().getContentAsString();
        assertThat(before).contains("id=\"cancel-form\"").doesNotContain("id=\"cancel-not-offered\"");
        assertThat(before.indexOf("<h2>Prescription</h2>")).isPositive()
                .isLessThan(before.indexOf("<h2>Cancellation</h2>"));

        store(id, new ReceiptOutcome(PrescriptionStatus.DISPENSED, "Riverside Pharmacy", ISSUED, null, List.of()));

        mvc.perform(get("/prescriptions/" + id).with(user("hart")))
                .andExpect(content().string(not(containsString("id=\"cancel-form\""))))
                .andExpect(content().string(containsString("It can no longer be cancelled here: the pharmacy has"
                        + " recorded an outcome (Dispensed).")));
    }

    private void store(String id, ReceiptOutcome outcome) {
        long outboxId = jdbc.queryForObject("SELECT id FROM outbox WHERE kind = 'SUBMIT' AND prescription_id = ?",
                Long.class, id);
        AwaitingReceipt prescription = delivered.awaitingReceipt("FA123", outboxId - 1, 1).get(0);
        assertThat(prescription.prescriptionId()).isEqualTo(id);
        assertThat(receipts.insert(new NewReceipt(prescription, outcome, WireFormat.DER, new byte[] {7, 7, 7})))
                .isTrue();
    }

    private String accepted() throws Exception {
        mvc.perform(prescription(mvc, "hart", "der", "rsa2048")).andExpect(status().isFound());
        String id = jdbc.queryForObject("SELECT prescription_id FROM outbox WHERE username = 'hart' AND kind = 'SUBMIT'"
                + " ORDER BY id DESC LIMIT 1", String.class);
        await().atMost(Duration.ofSeconds(10)).until(() -> "ACCEPTED".equals(jdbc.queryForObject(
                "SELECT status FROM outbox WHERE kind = 'SUBMIT' AND prescription_id = ?", String.class, id)));
        return id;
    }
}
