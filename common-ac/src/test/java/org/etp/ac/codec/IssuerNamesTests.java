package org.etp.ac.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import javax.security.auth.x500.X500Principal;
import org.junit.jupiter.api.Test;

class IssuerNamesTests {

    private static final String NAME = "CN=Dr Ada Hart,T=General Practitioner,SERIALNUMBER=GMC 7012345,"
            + "O=Hart Surgery,C=GB";

    @Test
    void makesThePrincipalANewParseWouldMake() {
        X500Principal parsed = new X500Principal(NAME);
        assertThat(IssuerNames.fromText(NAME)).isEqualTo(parsed);
        assertThat(IssuerNames.fromDer(parsed.getEncoded())).isEqualTo(parsed);
        assertThat(IssuerNames.fromDer(parsed.getEncoded()).getEncoded()).isEqualTo(parsed.getEncoded());
    }

    @Test
    void parsesEachSpellingOnce() {
        byte[] der = new X500Principal("CN=Once, O=Twice, C=GB").getEncoded();
        X500Principal first = IssuerNames.fromDer(der);
        der[der.length - 1] ^= 1; // the caller's array changes afterwards: what was remembered must not
        assertThat(IssuerNames.fromDer(new X500Principal("CN=Once, O=Twice, C=GB").getEncoded())).isSameAs(first);
        assertThat(IssuerNames.fromText("CN=Once,O=Twice,C=GB")).isSameAs(IssuerNames.fromText("CN=Once,O=Twice,C=GB"));
    }

    @Test
    void refusesWhatIsNoNameAndRemembersNothingOfIt() {
        assertThatIllegalArgumentException().isThrownBy(() -> IssuerNames.fromText("not a name"));
        assertThatIllegalArgumentException().isThrownBy(() -> IssuerNames.fromDer(new byte[] {0x30, 0x03, 0x02}));
    }

    @Test
    void remembersNoMoreThanItsCapacity() {
        for (int i = 0; i < IssuerNames.CAPACITY + 100; i++) {
            String name = "CN=Flood " + i + ",O=Novel Names,C=GB";
            assertThat(IssuerNames.fromText(name)).isEqualTo(new X500Principal(name));
        }
        assertThat(IssuerNames.rememberedTexts()).isLessThanOrEqualTo(IssuerNames.CAPACITY);
    }
}
