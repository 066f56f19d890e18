package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

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
                new ItemSupply(2, BigDecimal.ZERO, Optional.of(NotDispensedReason.NOT_REQUIRED)));

        assertThat(SupplyRules.problem(ITEMS, partial)).isEmpty();
        assertThat(SupplyRules.complete(ITEMS, partial)).isFalse();
        assertThat(SupplyRules.describe(ITEMS, partial)).isEqualTo(
                "item 1: 56 of 56 capsule; item 2: 0 of 28 tablet (Not required as instructed by the patient)");
    }

    @Test
    void refusesMoreThanPrescribedAMissingItemOrNothingAtAll() {
        assertThat(SupplyRules.problem(ITEMS, List.of(ItemSupply.full(ITEMS.get(0)),
                new ItemSupply(2, new BigDecimal("29"), Optional.empty())))).hasValueSatisfying(
                        problem -> assertThat(problem.field()).isEqualTo("quantity2"));
        assertThat(SupplyRules.problem(ITEMS, List.of(ItemSupply.full(ITEMS.get(0))))).isPresent();
        assertThat(SupplyRules.problem(ITEMS, List.of(
                new ItemSupply(1, BigDecimal.ZERO, Optional.of(NotDispensedReason.NOT_REQUIRED)),
                new ItemSupply(2, BigDecimal.ZERO, Optional.of(NotDispensedReason.NOT_REQUIRED)))))
                .map(ActionResult::message).hasValue("Nothing is supplied: return the prescription instead.");
    }

    @Test
    void needsAReasonWhenNothingOfAnItemIsSupplied() {
        assertThatExceptionOfType(InvalidSupplyException.class)
                .isThrownBy(() -> new ItemSupply(1, BigDecimal.ZERO, Optional.empty()))
                .satisfies(e -> assertThat(e.field()).isEqualTo("reason1"));
        assertThatExceptionOfType(InvalidSupplyException.class).isThrownBy(() -> new ItemSupply(1,
                new BigDecimal("-1"), Optional.of(NotDispensedReason.NOT_REQUIRED)))
                .satisfies(e -> assertThat(e.field()).isEqualTo("quantity1"));
    }

    @Test
    void refusesAnOwingNoteBecauseAPartialDispenseClosesThePrescription() {
        assertThat(NotDispensedReason.offeredReasons()).doesNotContain(NotDispensedReason.OWING);
        assertThatExceptionOfType(InvalidSupplyException.class).isThrownBy(() -> new ItemSupply(2, BigDecimal.ONE,
                Optional.of(NotDispensedReason.OWING)))
                .withMessageContaining("a partial dispense closes the prescription")
                .satisfies(e -> assertThat(e.field()).isEqualTo("reason2"));
    }
}
