package org.etp.pharmacy.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Locale;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.intake.IntakeServer;
import org.etp.pharmacy.prescription.PrescribedItem;
import org.etp.pharmacy.prescription.Prescriptions;
import org.etp.pharmacy.support.Arrivals;
import org.etp.pharmacy.support.CounterAppTest;
import org.etp.pharmacy.support.PharmacyDatabase;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.test.web.servlet.request.RequestPostProcessor;

/** Every counter page that shows patient data, and every change, leaves exactly one access audit entry. */
@CounterAppTest
class AccessAuditIntegrationTests {

    private static final RequestPostProcessor PHARMACIST = user("shah").roles("PHARMACIST");

    @Autowired
    MockMvc mvc;

    @Autowired
    IntakeServer intake;

    @Autowired
    Prescriptions prescriptions;

    @Test
    void recordsOneEntryForEachViewOfAPrescriptionAndNoneForARedirect() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 2_800_001);

        mvc.perform(get("/prescriptions/" + id).with(PHARMACIST)).andExpect(status().isOk());
        mvc.perform(get("/prescriptions/" + id.toLowerCase(Locale.ROOT)).with(PHARMACIST))
                .andExpect(redirectedUrl("/prescriptions/" + id));
        mvc.perform(get("/prescriptions/" + id + "/dispense").with(PHARMACIST)).andExpect(status().isOk());
        mvc.perform(get("/prescriptions/" + id + "/certificate").with(PHARMACIST)).andExpect(status().isOk());

        assertThat(entries(id, "VIEW", "PRESCRIPTION_PAGE")).isOne();
        assertThat(entries(id, "VIEW", "DISPENSE_CONFIRMATION")).isOne();
        assertThat(entries(id, "DOWNLOAD", "CERTIFICATE")).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?", id))
                .isEqualTo(3);
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?"
                + " AND account = 'shah' AND role = 'PHARMACIST' AND source = '127.0.0.1' AND node IS NOT NULL", id))
                .isEqualTo(3);
    }

    @Test
    void recordsEachCounterChangeOnceWithItsOutcomeInTheChangesTransaction() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 2_800_002);

        for (int i = 0; i < 2; i++) {
            mvc.perform(post("/prescriptions/" + id + "/dispense").param("confirmed", "true").with(PHARMACIST)
                    .with(csrf())).andExpect(redirectedUrl("/prescriptions/" + id));
        }
        mvc.perform(post("/prescriptions/" + id + "/return").param("reason", "PATIENT_REQUESTED")
                .with(user("lee").roles("TECHNICIAN")).with(csrf())).andExpect(status().isForbidden());

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?"
                + " AND kind = 'CHANGE' AND action = 'DISPENSE' AND outcome = 'DONE'", id)).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?"
                + " AND kind = 'CHANGE' AND action = 'DISPENSE' AND outcome = 'ALREADY_HANDLED'", id)).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?"
                + " AND kind = 'CHANGE' AND action = 'RETURN' AND outcome = 'NOT_ALLOWED' AND account = 'lee'"
                + " AND role = 'TECHNICIAN'", id)).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?"
                + " AND kind = 'CHANGE'", id)).isEqualTo(3);
    }

    @Test
    void recordsThePartialDispenseConfirmationAndTheOwingForm() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.PRESCRIPTION, 2_800_005);

        MultiValueMap<String, String> oneShort = oneShortOfTheFirstItem(id);

        String confirmation = mvc.perform(post("/prescriptions/" + id + "/partial").params(oneShort)
                        .with(PHARMACIST).with(csrf()))
                .andReturn().getResponse().getRedirectedUrl();
        assertThat(confirmation).startsWith("/prescriptions/" + id + "/partial?");
        mvc.perform(get(confirmation).with(PHARMACIST)).andExpect(status().isOk());
        mvc.perform(post("/prescriptions/" + id + "/partial").params(oneShort).param("confirmed", "true")
                .with(PHARMACIST).with(csrf())).andExpect(redirectedUrl("/prescriptions/" + id));
        mvc.perform(get("/prescriptions/" + id + "/owing").with(PHARMACIST)).andExpect(status().isOk());

        assertThat(entries(id, "VIEW", "PARTIAL_CONFIRMATION")).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?"
                + " AND kind = 'CHANGE' AND action = 'PARTIAL_DISPENSE' AND outcome = 'DONE'", id)).isOne();
        assertThat(entries(id, "VIEW", "OWING_FORM")).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ?", id))
                .isEqualTo(3);
    }

    @Test
    void recordsAQueueViewAndASearchWithTheirRowsButNeverTheSearchedNumber() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.XML, Profile.PRESCRIPTION, 2_800_003);
        String nhsNumber = nhsNumberOf(id);

        mvc.perform(get("/queue").with(user("queue-viewer").roles("TECHNICIAN"))).andExpect(status().isOk());
        mvc.perform(get("/queue").param("q", nhsNumber.substring(0, 3) + " " + nhsNumber.substring(3))
                .with(user("queue-searcher").roles("PHARMACIST"))).andExpect(status().isOk());
        mvc.perform(get("/queue").param("q", id).with(user("id-scanner").roles("PHARMACIST")))
                .andExpect(redirectedUrl("/prescriptions/" + id));

        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE account = 'queue-viewer'"
                + " AND kind = 'VIEW' AND action = 'QUEUE' AND search IS NULL AND rows_shown > 0")).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE account = 'queue-searcher'"
                + " AND kind = 'SEARCH' AND action = 'QUEUE' AND search = 'NHS_NUMBER' AND rows_shown > 0"
                + " AND prescription_id IS NULL")).isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE account = 'queue-searcher'"))
                .isOne();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE account = 'id-scanner'")).isZero();
        assertThat(PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE concat_ws('|', kind, action,"
                + " account, role, prescription_id, search, outcome, source, node) LIKE '%' || ? || '%'", nhsNumber))
                .isZero();
    }

    @Test
    void recordsTheViewOfAnAuditRecord() throws Exception {
        String id = Arrivals.send(intake.port(), WireFormat.DER, Profile.COMPLEX, 2_800_004);
        long row = PharmacyDatabase.count("SELECT max(id) FROM prescription WHERE prescription_id = ?"
                + " AND profile = 'complex'", id);

        mvc.perform(get("/audit/" + row).with(PHARMACIST)).andExpect(status().isOk());

        assertThat(entries(id, "VIEW", "AUDIT_RECORD")).isOne();
    }

    /** Every item in full but one unit of the first of more than one, owed. */
    private MultiValueMap<String, String> oneShortOfTheFirstItem(String id) {
        List<PrescribedItem> items = prescriptions.items(prescriptions.state(id).orElseThrow().id());
        PrescribedItem first = items.stream().filter(item -> item.quantity().compareTo(BigDecimal.ONE) > 0)
                .findFirst().orElseThrow(() -> new IllegalStateException("choose a seed with an item of more than one"));
        MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
        for (PrescribedItem item : items) {
            boolean owed = item.number() == first.number();
            form.add("quantity" + item.number(), (owed ? item.quantity().subtract(BigDecimal.ONE) : item.quantity())
                    .toPlainString());
            if (owed) {
                form.add("reason" + item.number(), "OWING");
            }
        }
        return form;
    }

    private static long entries(String prescriptionId, String kind, String action) {
        return PharmacyDatabase.count("SELECT count(*) FROM access_audit WHERE prescription_id = ? AND kind = ?"
                + " AND action = ?", prescriptionId, kind, action);
    }

    private static String nhsNumberOf(String prescriptionId) throws Exception {
        try (Connection connection = TestDatabase.get().connect();
                PreparedStatement query = connection.prepareStatement(
                        "SELECT patient_nhs_number FROM prescription WHERE prescription_id = ?")) {
            query.setString(1, prescriptionId);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getString(1);
            }
        }
    }
}
