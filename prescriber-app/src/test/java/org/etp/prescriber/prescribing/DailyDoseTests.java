package org.etp.prescriber.prescribing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DailyDoseTests {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "One capsule three times a day for 7 days | 3",
            "One or two tablets up to four times a day when required; at least 4 hours between doses | 8",
            "One tablet once a day at night | 1",
            "Two puffs twice daily | 4",
            "1-2 tablets every 4 to 6 hours | 12",
            "one capsule every 8 hours | 3",
            "One or two puffs when required for breathlessness, up to four times a day | 8",
            "2 sachets 3 times a day | 6"})
    void readsTheMostADayTheCommonWordingsAllow(String dosage, int most) {
        assertThat(DailyDose.most(dosage)).hasValue(most);
    }

    @ParameterizedTest
    @ValueSource(strings = {"As directed", "Apply thinly to the affected area", "One tablet when required",
            "Take every morning", ""})
    void givesNoAnswerForOtherWordings(String dosage) {
        assertThat(DailyDose.most(dosage)).isEmpty();
    }
}
