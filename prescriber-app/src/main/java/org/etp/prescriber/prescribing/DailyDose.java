package org.etp.prescriber.prescribing;

import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The most a dosage instruction in the common dm+d wording allows in a day, in units: "one or two tablets four
 * times a day" is 8, "one capsule every 8 hours" 3, "two puffs twice daily" 4. The amount is a number in words or
 * digits, or a range ("one or two", "1-2", of which the higher counts) before tablet, capsule, puff, dose,
 * sachet, pessary, suppository or patch; the frequency is once, twice, three or four times (or N times) a day or
 * daily, or every N (to M) hours. Anything else gives no answer, and then no days' supply is worked out.
 */
final class DailyDose {

    private static final String NUMBER = "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)";
    private static final Pattern AMOUNT = Pattern.compile("\\b" + NUMBER + "(?:\\s*(?:or|to|-)\\s*" + NUMBER
            + ")?\\s+(?:tablet|capsule|puff|dose|sachet|pessar(?:y|ie)|suppositor(?:y|ie)|patch(?:e)?)s?\\b");
    private static final Pattern TIMES = Pattern.compile("\\b(?:(?<word>once|twice)|(?<count>" + NUMBER.replace("(", "(?:")
            + ")\\s+times)\\s+(?:a\\s+day|per\\s+day|each\\s+day|daily)"
            + "|\\bevery\\s+(?<hours>" + NUMBER.replace("(", "(?:") + ")(?:\\s*(?:to|-)\\s*" + NUMBER + ")?\\s+hours?\\b");
    private static final Map<String, Integer> WORDS = Map.of("one", 1, "two", 2, "three", 3, "four", 4, "five", 5,
            "six", 6, "seven", 7, "eight", 8, "nine", 9, "ten", 10);

    private DailyDose() {
    }

    /** The most units a day the instruction allows, if its wording is one of those above. */
    static OptionalInt most(String dosage) {
        if (dosage == null) {
            return OptionalInt.empty();
        }
        String text = dosage.toLowerCase(Locale.ROOT);
        Matcher amount = AMOUNT.matcher(text);
        Matcher times = TIMES.matcher(text);
        if (!amount.find() || !times.find()) {
            return OptionalInt.empty();
        }
        int each = Math.max(number(amount.group(1)), amount.group(2) == null ? 0 : number(amount.group(2)));
        int perDay = timesPerDay(times);
        return each == 0 || perDay == 0 ? OptionalInt.empty() : OptionalInt.of(each * perDay);
    }

    private static int timesPerDay(Matcher times) {
        if (times.group("hours") != null) {
            // the shortest interval gives the most doses: "every 4 to 6 hours" is up to 6 a day
            int hours = number(times.group("hours"));
            return hours < 1 || hours > 24 ? 0 : (24 + hours - 1) / hours;
        }
        if (times.group("word") != null) {
            return "once".equals(times.group("word")) ? 1 : 2;
        }
        return number(times.group("count"));
    }

    private static int number(String text) {
        Integer word = WORDS.get(text);
        if (word != null) {
            return word;
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
