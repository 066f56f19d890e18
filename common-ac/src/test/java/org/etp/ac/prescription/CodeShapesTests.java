package org.etp.ac.prescription;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The character-by-character shape checks of the model's codes against the regular expressions they replaced,
 * on texts drawn from each code's own alphabet and its neighbours: the same verdict every time.
 */
class CodeShapesTests {

    private static final int CASES = 50_000;
    /** Each code's characters, their near misses (lower case, G after F, 0 before 1, separators) and a few others. */
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+ -abcfhgz\u0660\uFF10\u00C9";

    @Test
    void prescriptionIdShapeIsTheRegularExpressions() {
        agrees(Pattern.compile("[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]"), PrescriptionId::hasShape,
                "A1B2C3-Y12345-0F00A8", 1);
    }

    @Test
    void sctidShapeIsTheRegularExpressions() {
        agrees(Pattern.compile("[1-9][0-9]{5,17}"), Item::isSctid, "3222611000001108", 2);
    }

    @Test
    void odsCodeShapeIsTheRegularExpressions() {
        agrees(Pattern.compile("[A-Z0-9]{3,6}"), Organisation::isOdsCode, "Y12345", 3);
    }

    @Test
    void registrationShapeIsTheRegularExpressions() {
        agrees(Pattern.compile("(GMC|NMC|GPhC|GDC|HCPC) [0-9A-Z]{5,10}"), Prescriber::isRegistration,
                "GPhC 2071234", 4);
        for (String text : new String[] {"GMC 7012345", "HCPC 12345", "GPHC 2071234", "gmc 7012345", " GMC 7012345",
                "GMC  7012345", "GMC 70123456789", "NMC 12A3456E", "GDC", "GMC ", "", " "}) {
            assertThat(Prescriber.isRegistration(text)).as(text).isEqualTo(
                    Pattern.matches("(GMC|NMC|GPhC|GDC|HCPC) [0-9A-Z]{5,10}", text));
        }
    }

    @Test
    void nhsNumberAcceptsTenAsciiDigitsOnly() {
        Random random = new Random(5);
        for (int n = 0; n < CASES; n++) {
            String text = mutate("9434765919", random);
            boolean regex = Pattern.matches("[0-9]{10}", text);
            boolean valid;
            try {
                new NhsNumber(text);
                valid = true;
            } catch (IllegalArgumentException e) {
                valid = false;
                assertThat(regex && !e.getMessage().contains("ten digits") || !regex).as(text).isTrue();
            }
            if (valid) {
                assertThat(regex).as(text).isTrue();
            }
        }
    }

    private static void agrees(Pattern pattern, Predicate<String> shape, String valid, long seed) {
        Random random = new Random(seed);
        int accepted = 0;
        for (int n = 0; n < CASES; n++) {
            String text = mutate(valid, random);
            boolean expected = pattern.matcher(text).matches();
            assertThat(shape.test(text)).as(text).isEqualTo(expected);
            accepted += expected ? 1 : 0;
        }
        // the generator reaches both verdicts often, or the comparison would say little
        assertThat(accepted).isBetween(CASES / 20, CASES - CASES / 20);
    }

    /** {@code valid}, or a copy with a few characters replaced, dropped, added or repeated. */
    private static String mutate(String valid, Random random) {
        StringBuilder text = new StringBuilder(valid);
        int changes = random.nextInt(4);
        for (int i = 0; i < changes; i++) {
            int at = text.length() == 0 ? 0 : random.nextInt(text.length());
            char c = random.nextInt(3) == 0 ? ALPHABET.charAt(random.nextInt(ALPHABET.length()))
                    : ALPHABET.charAt(random.nextInt(36));
            switch (random.nextInt(4)) {
                case 0 -> {
                    if (text.length() > 0) {
                        text.setCharAt(at, c);
                    }
                }
                case 1 -> {
                    if (text.length() > 0) {
                        text.deleteCharAt(at);
                    }
                }
                case 2 -> text.insert(at, c);
                default -> text.append(c);
            }
        }
        return text.toString();
    }
}
