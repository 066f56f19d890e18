package org.etp.perf.timing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalDouble;
import org.etp.ac.codec.WireFormat;
import org.etp.perf.timing.Stats;
import org.junit.jupiter.api.Test;

class TableBuilderTests {

    @Test
    void computesRatiosFromTheNumbersAsShownNotFromTheUnroundedOnes() {
        TableBuilder builder = new TableBuilder("t", "T", "note", "row");
        int der = builder.column("DER");
        int xml = builder.column("XML");
        builder.ratio("XML/DER", xml, der);

        builder.row("a", 2.004, 6.996);
        Table table = builder.build("µs", der, xml);

        assertThat(table.rows().get(0)).containsExactly("a", "2.00", "7.00", "3.50");
        assertThat(table.ratios()).containsExactly(new Table.Ratio(3, 2, 1));
        assertThat(table.chart().values()).containsExactly(List.of(2.0), List.of(7.0));
    }

    @Test
    void showsMissingFiguresAsADashAndTheirRatioToo() {
        TableBuilder builder = new TableBuilder("t", "T", "note", "row");
        int asn1 = builder.column("2004 ASN.1");
        int xml = builder.column("2004 XML");
        builder.ratio("2004 XML/ASN.1", xml, asn1);

        builder.row("a", OptionalDouble.empty(), OptionalDouble.of(710));

        assertThat(builder.build("B").rows().get(0)).containsExactly("a", "—", "710", "—");
    }

    @Test
    void addsAColumnPerFormAndEachLaterFormsRatioToTheFirst() {
        TableBuilder builder = new TableBuilder("t", "T", "note", "row");
        int[] forms = builder.forms(List.of(WireFormat.DER, WireFormat.XML, WireFormat.OER), " bytes");

        builder.row("a", 400, 1200, 300);
        Table table = builder.build("B", forms);

        assertThat(table.header()).containsExactly("row", "DER bytes", "XML bytes", "OER bytes", "XML/DER bytes",
                "OER/DER bytes");
        assertThat(table.rows().get(0)).containsExactly("a", "400", "1200", "300", "3.00", "0.75");
    }

    @Test
    void expandsStatsIntoMeanMedianP95AndSd() {
        TableBuilder builder = new TableBuilder("t", "T", "note", "row");
        builder.statsColumns("DER");

        builder.row("a", Stats.of(new double[] {1, 2, 3}));

        assertThat(builder.build("µs").rows().get(0)).containsExactly("a", "2.00", "2.00", "3.00", "1.00");
    }

    @Test
    void formatsAboutThreeSignificantFiguresWithoutExponents() {
        assertThat(Cells.number(123456.7)).isEqualTo("123457");
        assertThat(Cells.number(12.345)).isEqualTo("12.3");
        assertThat(Cells.number(0.0001234)).isEqualTo("0.000123");
        assertThat(Cells.number(Double.NaN)).isEqualTo("—");
    }
}
