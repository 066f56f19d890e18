package org.etp.prescriber.token;

import static org.etp.prescriber.token.ArialLines.MM_PER_PT;
import static org.etp.prescriber.token.ArialLines.lines;

/**
 * The sizes a patient token prints at on its A5 page, largest first, each a class of {@code /css/token.css}: the
 * items and the facts under them at 11, 10 and 9 pt under the usual heading, and at 8, 7 and 6.5 pt under a
 * smaller one. {@link #fitting} reckons the token's height line by line at each and takes the largest at which
 * it fits one page, so that a long prescription (four items with dosages of 500 characters) prints smaller,
 * never on two pages, and nothing of it is cut. The figures mirror the stylesheet's print rules.
 */
enum TokenSize {

    SIZE_11("token-size-11", Heading.USUAL, 11),
    SIZE_10("token-size-10", Heading.USUAL, 10),
    SIZE_9("token-size-9", Heading.USUAL, 9),
    SIZE_8("token-size-8", Heading.SMALL, 8),
    SIZE_7("token-size-7", Heading.SMALL, 7),
    SIZE_6("token-size-6", Heading.SMALL, 6.5);

    /** A5 (210 mm) less the page's margins of 10 mm. */
    static final double PAGE_HEIGHT_MM = 190;
    static final double PAGE_WIDTH_MM = 128;
    /** Room left for what the reckoning cannot see: a printer's rounding, a glyph from another font. */
    static final double SLACK_MM = 3;
    static final String TITLE = "Electronic prescription token";
    static final String INTRO = "Take this to your pharmacy: they scan it to find your prescription."
            + " It is not a prescription itself.";
    static final String ITEMS = "Items";
    static final String PATIENT = "Patient";
    private static final double LINE_HEIGHT = 1.25;
    /** The space between a label and its value. */
    private static final double LABEL_GAP_MM = 1.5;

    private final String cssClass;
    private final Heading heading;
    private final double itemsPt;

    TokenSize(String cssClass, Heading heading, double itemsPt) {
        this.cssClass = cssClass;
        this.heading = heading;
        this.itemsPt = itemsPt;
    }

    /** The largest size at which {@code token} fits one page; the smallest when none does. */
    static TokenSize fitting(TokenText token) {
        for (TokenSize size : values()) {
            if (size.heightMm(token) <= PAGE_HEIGHT_MM - SLACK_MM) {
                return size;
            }
        }
        return values()[values().length - 1];
    }

    String cssClass() {
        return cssClass;
    }

    /** The height of {@code token} printed at this size, in millimetres. */
    double heightMm(TokenText token) {
        Heading h = heading;
        double text = h.text().pt();
        double height = block(TITLE, h.title(), true) + block(INTRO, h.text(), false)
                + lines(token.patientName(), h.name().pt(), true, PAGE_WIDTH_MM, label(PATIENT, text))
                * line(h.name().pt());
        for (TokenText.Fact fact : token.patient()) {
            height += fact(fact, text);
        }
        height += h.name().spaceMm() + h.codesMm() + block(ITEMS, h.itemsHeading(), true);
        double column = PAGE_WIDTH_MM - h.items().indentMm();
        for (TokenText.ItemText item : token.items()) {
            height += (lines(item.heading(), itemsPt, true, column, 0)
                    + lines(item.dosage(), itemsPt, false, column, 0)) * line(itemsPt);
        }
        height += (token.items().size() - 1) * h.items().gapMm() + h.items().spaceMm();
        for (TokenText.Fact fact : token.facts()) {
            height += fact(fact, itemsPt);
        }
        return height;
    }

    /** A block of the page's width and the space under it. */
    private static double block(String words, Block block, boolean bold) {
        return lines(words, block.pt(), bold, PAGE_WIDTH_MM, 0) * line(block.pt()) + block.spaceMm();
    }

    /** A label and its value, the value beginning on the label's line. */
    private static double fact(TokenText.Fact fact, double pt) {
        return lines(fact.value(), pt, false, PAGE_WIDTH_MM, label(fact.label(), pt)) * line(pt);
    }

    private static double label(String label, double pt) {
        return ArialLines.width(label, true) / 1000 * pt * MM_PER_PT + LABEL_GAP_MM;
    }

    private static double line(double pt) {
        return pt * LINE_HEIGHT * MM_PER_PT;
    }

    /** A block of text: its size, and the space under it. */
    private record Block(double pt, double spaceMm) {
    }

    /**
     * Everything but the items and facts, and the spaces between the blocks, at one of two sizes.
     *
     * @param codesMm the row of barcodes and the space under it: the taller of the Code 128 with the ID under it
     *                and the DataMatrix
     */
    private record Heading(Block title, Block text, Block name, double codesMm, Block itemsHeading, Items items) {

        static final Heading USUAL = new Heading(new Block(16, 1), new Block(11, 2), new Block(14, 2),
                Math.max(16 + line(13), 24) + 2, new Block(12, 1), new Items(6, 1, 2));
        static final Heading SMALL = new Heading(new Block(12, .5), new Block(8, 1), new Block(11, 1),
                Math.max(12 + line(10), 20) + 1, new Block(9, .5), new Items(4, .5, 1));
    }

    /** The list of items: its indent (for the numbers), the space between two items and the space under it. */
    private record Items(double indentMm, double gapMm, double spaceMm) {
    }
}
