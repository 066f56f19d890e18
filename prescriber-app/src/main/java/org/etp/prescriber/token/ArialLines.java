package org.etp.prescriber.token;

/**
 * How many lines a text takes when a browser sets it in Arial (or Liberation Sans or Helvetica, which share its
 * widths) in a column of a given width: words are placed greedily and broken only at spaces, and a word wider
 * than the column is cut where it runs out, as {@code overflow-wrap: anywhere} does. A browser also breaks after
 * a hyphen, so the count is never less than the browser's.
 */
final class ArialLines {

    static final double MM_PER_PT = 25.4 / 72;

    /** Advance widths in thousandths of an em of {@code ' '} to {@code '~'}, as Chromium measures them. */
    private static final short[] REGULAR = {278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278,
        278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722,
        667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
        278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
        556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584};
    private static final short[] BOLD = {278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
        611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
        278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611,
        389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584};
    /** Wider than any accented Latin letter (Latin-1 and Extended-A, B), in either weight. */
    private static final int LATIN = 778;
    /** Anything else — another script, a symbol, a letter from another font — is taken to be a full em. */
    private static final int OTHER = 1000;

    private ArialLines() {
    }

    /**
     * The lines {@code text} takes at {@code pt} points in a column {@code widthMm} wide whose first line starts
     * {@code indentMm} in (after a label beside it); at least one.
     */
    static int lines(String text, double pt, boolean bold, double widthMm, double indentMm) {
        double width = widthMm / MM_PER_PT / pt * 1000;
        double space = width(" ", bold);
        int lines = 1;
        double x = indentMm / MM_PER_PT / pt * 1000;
        for (String word : text.strip().split("\\s+")) {
            double w = width(word, bold);
            if (x > 0 && x + space + w <= width) {
                x += space + w;
                continue;
            }
            if (x > 0) {
                lines++;
                x = 0;
            }
            // A word wider than the column, cut where each line runs out.
            for (int i = 0; i < word.length(); ) {
                int c = word.codePointAt(i);
                double cw = width(c, bold);
                if (x > 0 && x + cw > width) {
                    lines++;
                    x = 0;
                }
                x += cw;
                i += Character.charCount(c);
            }
        }
        return lines;
    }

    /** The width of {@code text} in thousandths of an em. */
    static double width(String text, boolean bold) {
        return text.codePoints().mapToDouble(c -> width(c, bold)).sum();
    }

    private static double width(int c, boolean bold) {
        if (c >= ' ' && c <= '~') {
            return (bold ? BOLD : REGULAR)[c - ' '];
        }
        if (Character.getType(c) == Character.NON_SPACING_MARK || Character.isISOControl(c)) {
            return 0;
        }
        return c >= 0xA0 && c <= 0x24F ? LATIN : OTHER;
    }
}
