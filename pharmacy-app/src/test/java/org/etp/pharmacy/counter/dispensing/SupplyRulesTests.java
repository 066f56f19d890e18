package org.etp.pharmacy.counter.dispensing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.etp.pharmacy.prescription.NotDispensedReason;
import org.etp.pharmacy.prescription.PrescribedItem;
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
                "Ramipril 5mg capsules: 56 of 56 capsules, supplied in full; Sertraline 50mg tablets: 0 of 28 tablets,"
                        + " rest not supplied: Not required as instructed by the patient");
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
    void anOwingKeepsTheRestOpenAndIsSuppliedLater() {
        List<ItemSupply> owing = List.of(ItemSupply.full(ITEMS.get(0)),
                new ItemSupply(2, new BigDecimal("10"), Optional.of(NotDispensedReason.OWING)));

        assertThat(SupplyRules.problem(ITEMS, owing)).isEmpty();
        assertThat(SupplyRules.complete(ITEMS, owing)).isFalse();
        assertThat(SupplyRules.owingAfter(ITEMS, owing)).isTrue();

        List<PrescribedItem> after = List.of(
                new PrescribedItem(1, "318906001", "Ramipril 5mg capsules", new BigDecimal("56"), "capsule", "daily",
                        new BigDecimal("56"), null),
                new PrescribedItem(2, "321950006", "Sertraline 50mg tablets", new BigDecimal("28"), "tablet", "daily",
                        new BigDecimal("10"), "OWING"));
        assertThat(after.get(1).owed()).isEqualByComparingTo("18");
        List<ItemSupply> rest = List.of(new ItemSupply(2, new BigDecimal("18"), Optional.empty()));
        assertThat(SupplyRules.problem(after, rest)).isEmpty();
        assertThat(SupplyRules.complete(after, rest)).isTrue();
        assertThat(SupplyRules.problem(after, List.of(new ItemSupply(2, new BigDecimal("19"), Optional.empty()))))
                .hasValueSatisfying(problem -> assertThat(problem.field()).isEqualTo("quantity2"));
    }

    @Test
    void refusesAShortfallWithoutAReasonAndPartOfATablet() {
        assertThat(SupplyRules.problem(ITEMS, List.of(ItemSupply.full(ITEMS.get(0)),
                new ItemSupply(2, new BigDecimal("10"), Optional.empty()))))
                .hasValueSatisfying(problem -> assertThat(problem.field()).isEqualTo("reason2"));
        assertThat(SupplyRules.problem(ITEMS, List.of(ItemSupply.full(ITEMS.get(0)),
                new ItemSupply(2, new BigDecimal("10.5"), Optional.of(NotDispensedReason.OWING)))))
                .hasValueSatisfying(problem -> assertThat(problem.message())
                        .isEqualTo("Item 2: tablets are supplied in whole numbers, not 10.5."));
    }
}
