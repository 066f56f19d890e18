package org.etp.pharmacy.counter.queue;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class QueueQueryTests {

    @Test
    void readsAScannedOrTypedPrescriptionIdWhateverItsCase() {
        assertThat(new QueueQuery(Optional.empty(), " a7ddc6-y12345-517ddv ", 0).prescriptionId())
                .hasValue("A7DDC6-Y12345-517DDV");
    }

    @Test
    void readsAnNhsNumberWrittenWithSpacesOrHyphens() {
        assertThat(new QueueQuery(Optional.empty(), "999 872 8789", 0).nhsNumber()).hasValue("9998728789");
        assertThat(new QueueQuery(Optional.empty(), "999-872-8789", 0).nhsNumber()).hasValue("9998728789");
    }

    @Test
    void recognisesASearchThatCanMatchNothing() {
        QueueQuery query = new QueueQuery(Optional.empty(), "Okafor", -3);

        assertThat(query.unrecognisedSearch()).isTrue();
        assertThat(query.page()).isZero();
    }
}
