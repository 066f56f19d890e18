package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class VariantTests {

    @Test
    void everyVariantIsFoundByTheNameItGoesBy() {
        for (Variant variant : Variant.values()) {
            assertThat(Variant.fromId(variant.id())).isEqualTo(variant);
        }
        assertThat(Arrays.stream(Variant.values()).map(Variant::label)).doesNotHaveDuplicates()
                .contains("signed, certificate attached", "signed, key in a PKCS#11 token");
    }

    @Test
    void onlyTheAttachedVariantCarriesTheChainAndOnlyTheUnsignedOneIsUnsigned() {
        assertThat(Arrays.stream(Variant.values()).filter(Variant::attached)).containsExactly(Variant.ATTACHED);
        assertThat(Arrays.stream(Variant.values()).filter(each -> !each.signed())).containsExactly(Variant.UNSIGNED);
    }

    @Test
    void onlyTheTokenVariantSignsInATokenAndItAloneIsLeftOutOfTheMainTables() {
        assertThat(Arrays.stream(Variant.values()).filter(Variant::inToken)).containsExactly(Variant.TOKEN);
        assertThat(Arrays.stream(Variant.values()).filter(each -> !each.main())).containsExactly(Variant.TOKEN);
        assertThat(Variant.TOKEN.signed()).isTrue();
        assertThat(Variant.TOKEN.attached()).isFalse();
    }

    @Test
    void refusesAnUnknownVariantNamingThoseItTakes() {
        assertThatThrownBy(() -> Variant.fromId("stapled")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--variants takes unsigned, signed, attached, token, not stapled");
    }
}
