package org.etp.pharmacy.counter.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.etp.ac.prescription.PrescriptionId;
import org.etp.ac.prescription.PrescriptionStatus;
import org.junit.jupiter.api.Test;

class QueueQueryTests {

    private static final String ID = PrescriptionId.of(0xA7DDC6, "Y12345", 0x517DD).value();

    @Test
    void readsAScannedOrTypedPrescriptionIdWhateverItsCaseSpacesOrHyphens() {
        assertThat(new QueueQuery(Optional.empty(), " " + ID.toLowerCase() + " ", 0).prescriptionId()).hasValue(ID);
        assertThat(new QueueQuery(Optional.empty(), ID.replace("-", ""), 0).prescriptionId()).hasValue(ID);
    }

    @Test
    void looksForAPrescriptionIdWhateverTheStatusFilter() {
        QueueQuery query = new QueueQuery(Optional.of(PrescriptionStatus.RECEIVED), ID, 0);

        assertThat(query.filter().status()).isEmpty();
        assertThat(query.filter().prescriptionId()).hasValue(ID);
    }

    @Test
    void readsAnNhsNumberWrittenWithSpacesOrHyphens() {
        assertThat(new QueueQuery(Optional.empty(), "999 872 8789", 0).nhsNumber()).hasValue("9998728789");
        assertThat(new QueueQuery(Optional.empty(), "999-872-8789", 0).nhsNumber()).hasValue("9998728789");
    }

    @Test
    void recognisesASearchThatCanMatchNothing() {
        QueueQuery query = new QueueQuery(Optional.empty(), "Okafor", 0);

        assertThat(query.unrecognisedSearch()).isTrue();
        assertThat(query.searchNotice(true)).hasValueSatisfying(notice -> assertThat(notice).contains("neither"));
    }

    @Test
    void saysAMistypedIdHasAWrongCheckCharacter() {
        char last = ID.charAt(ID.length() - 1);
        String mistyped = ID.substring(0, ID.length() - 1) + (last == '0' ? '1' : '0');

        QueueQuery query = new QueueQuery(Optional.empty(), mistyped.toLowerCase(), 0);

        assertThat(query.prescriptionId()).isEmpty();
        assertThat(query.searchNotice(true)).hasValue(mistyped + " is not a valid prescription ID: its check"
                + " character does not match. Check the ID and scan or type it again.");
    }

    @Test
    void saysAnIdNotReceivedHereWasNotFound() {
        assertThat(new QueueQuery(Optional.empty(), ID, 0).searchNotice(true))
                .hasValue("No prescription " + ID + " has been received here.");
    }
}
