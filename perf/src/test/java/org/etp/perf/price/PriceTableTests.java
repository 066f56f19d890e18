package org.etp.perf.price;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.junit.jupiter.api.Test;

class PriceTableTests {

    private static final PriceRow PLAIN = new PriceRow("intake", "plain TCP", "nothing", 5000, "msg/s", true,
            "p99 4.00 ms");
    private static final PriceRow TLS = new PriceRow("intake", "TLS 1.3", "privacy, integrity", 4000, "msg/s", true,
            "p99 5.00 ms");
    private static final PriceRow EC = new PriceRow("handshake", "EC P-256", "server authentication", 1200, "µs",
            false, "JMH");
    private static final PriceRow RSA = new PriceRow("handshake", "RSA-2048", "the same, RSA", 1800, "µs", false,
            "JMH");

    @Test
    void comparesEachOptionWithTheCheapestOfItsOwnChoice() {
        PriceTable table = new PriceTable(List.of(PLAIN, TLS, EC, RSA));

        assertThat(table.relative(PLAIN)).isEqualTo(1.0);
        assertThat(table.relative(TLS)).isEqualTo(1.25);
        assertThat(table.relative(EC)).isEqualTo(1.0);
        assertThat(table.relative(RSA)).isEqualTo(1.5);
    }

    @Test
    void rendersMarkdownInSeed003sShapeNamingEachChoiceOnce() {
        assertThat(new PriceTable(List.of(PLAIN, TLS, EC, RSA)).markdown()).isEqualTo("""
                | choice | option | what it buys | cost | relative to the cheapest | note |
                | --- | --- | --- | ---: | ---: | --- |
                | intake | plain TCP | nothing | 5,000 msg/s | 1.00× | p99 4.00 ms |
                |  | TLS 1.3 | privacy, integrity | 4,000 msg/s | 1.25× | p99 5.00 ms |
                | handshake | EC P-256 | server authentication | 1,200 µs | 1.00× | JMH |
                |  | RSA-2048 | the same, RSA | 1,800 µs | 1.50× | JMH |
                """);
    }

    @Test
    void rendersCsvQuotingFieldsThatHoldCommasOrQuotes() {
        PriceRow quoted = new PriceRow("digest", "SHA-512", "a \"longer\" hash", 2.5, "µs", false, "JMH");

        assertThat(new PriceTable(List.of(TLS, quoted)).csv()).isEqualTo("""
                choice,option,buys,cost,unit,relative,note
                intake,TLS 1.3,"privacy, integrity",4000.000,msg/s,1.000,p99 5.00 ms
                digest,SHA-512,"a ""longer"" hash",2.500,µs,1.000,JMH
                """);
    }

    @Test
    void refusesAFigureThatIsNoPrice() {
        assertThatIllegalArgumentException().isThrownBy(() -> new PriceRow("intake", "plain", "nothing", 0, "msg/s",
                true, ""));
        assertThatIllegalArgumentException().isThrownBy(() -> new PriceTable(List.of()));
    }
}
