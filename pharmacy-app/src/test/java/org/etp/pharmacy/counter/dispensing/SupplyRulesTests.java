package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.etp.pharmacy.counter.NotDispensedReason;
import org.etp.pharmacy.counter.PrescribedItem;
import org.junit.jupiter.api.Test;

class SupplyRulesTests {

    private static final List<PrescribedItem> ITEMS = List.of(
            new PrescribedItem(1, "318906001", "Ramipril 5mg capsules", new BigDecimal("56"), "capsule", "daily", null, null),
            new PrescribedItem(2, "321950006", "Sertraline 50mg tablets", new BigDecimal("28"), "tablet", "daily", null,
                    null));

    @Test
    void acceptsEveryItemInFullAsComplete() {
        List<ItemSupply> full = ITEMS.stream().map(ItemSupply::full).toList();

        assertThat(SupplyRules.problem(ITEMS, full)).isEmpty();
        assertThat(SupplyRules.complete(ITEMS, full)).isTrue();
    }

    @Test
    void acceptsLessOfAnItemWithAReasonAsPartial() {
        List<ItemSupply> partial = List.of(ItemSupply.full(ITEMS.get(0)),
                new ItemSupply(2, BigDecimal.ZERO, Optional.of(NotDispensedReason.OWING)));

        assertThat(SupplyRules.problem(ITEMS, partial)).isEmpty();
        assertThat(SupplyRules.complete(ITEMS, partial)).isFalse();
        assertThat(SupplyRules.describe(ITEMS, partial)).isEqualTo(
                "item 1: 56 of 56 capsule; item 2: 0 of 28 tablet (Owing note issued to patient)");
    }

    @Test
    void refusesMoreThanPrescribedAMissingItemOrNothingAtAll() {
        assertThat(SupplyRules.problem(ITEMS, List.of(ItemSupply.full(ITEMS.get(0)),
                new ItemSupply(2, new BigDecimal("29"), Optional.empty())))).isPresent();
        assertThat(SupplyRules.problem(ITEMS, List.of(ItemSupply.full(ITEMS.get(0))))).isPresent();
        assertThat(SupplyRules.problem(ITEMS, List.of(
                new ItemSupply(1, BigDecimal.ZERO, Optional.of(NotDispensedReason.NOT_REQUIRED)),
                new ItemSupply(2, BigDecimal.ZERO, Optional.of(NotDispensedReason.NOT_REQUIRED)))))
                .hasValue("Nothing is supplied: return the prescription instead.");
    }

    @Test
    void needsAReasonWhenNothingOfAnItemIsSupplied() {
        assertThatIllegalArgumentException().isThrownBy(() -> new ItemSupply(1, BigDecimal.ZERO, Optional.empty()));
        assertThatIllegalArgumentException().isThrownBy(() -> new ItemSupply(1, new BigDecimal("-1"),
                Optional.of(NotDispensedReason.OWING)));
    }
}
