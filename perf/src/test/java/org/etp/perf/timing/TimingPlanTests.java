package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;
import org.etp.ac.signing.SignatureAlgorithm;
import org.junit.jupiter.api.Test;

/** The series a plan sends, the token variant's among them: every form, each algorithm a token can hold. */
class TimingPlanTests {

    private static final List<Profile> PROFILES = List.of(Profile.SIMPLE, Profile.PRESCRIPTION, Profile.COMPLEX);
    private static final List<WireFormat> FORMS = List.of(WireFormat.DER, WireFormat.XML, WireFormat.OER);
    private static final List<SignatureAlgorithm> ALGORITHMS = List.of(SignatureAlgorithm.RSA2048,
            SignatureAlgorithm.ECP256, SignatureAlgorithm.ED25519);

    @Test
    void theTokenVariantSendsEveryProfileAndFormWithTheMainAlgorithmAndThePrescriptionWithEachOtherTokenAlgorithm() {
        TimingPlan plan = plan(Set.of(Variant.SIGNED, Variant.TOKEN), ALGORITHMS);

        List<Series> token = plan.series().stream().filter(one -> one.variant().inToken()).toList();

        assertThat(plan.tokenAlgorithms()).containsExactly(SignatureAlgorithm.RSA2048, SignatureAlgorithm.ECP256);
        assertThat(token).hasSize(PROFILES.size() * FORMS.size() + FORMS.size());
        for (Profile profile : PROFILES) {
            for (WireFormat form : FORMS) {
                assertThat(token).contains(new Series(profile, form, Variant.TOKEN, SignatureAlgorithm.RSA2048));
            }
        }
        for (WireFormat form : FORMS) {
            assertThat(token).contains(new Series(Profile.PRESCRIPTION, form, Variant.TOKEN, SignatureAlgorithm.ECP256));
        }
        assertThat(token).noneMatch(one -> one.algorithm() == SignatureAlgorithm.ED25519);
        assertThat(token).extracting(Series::variantName).contains("rsa2048+token", "ecp256+token");
    }

    @Test
    void anEd25519MainAlgorithmHasNoTokenSeriesOfItsOwnButTheOtherAlgorithmsKeepTheirs() {
        TimingPlan plan = plan(Set.of(Variant.SIGNED, Variant.TOKEN), List.of(SignatureAlgorithm.ED25519,
                SignatureAlgorithm.ECP256));

        assertThat(plan.tokenAlgorithms()).containsExactly(SignatureAlgorithm.ECP256);
        assertThat(plan.series()).filteredOn(one -> one.variant().inToken()).extracting(Series::algorithm)
                .containsOnly(SignatureAlgorithm.ECP256).hasSize(FORMS.size());
    }

    @Test
    void withoutTheTokenThePlanIsTheOneBeforeTheTokenVariantExisted() {
        TimingPlan withToken = plan(Set.of(Variant.UNSIGNED, Variant.SIGNED, Variant.TOKEN), ALGORITHMS);
        TimingPlan without = plan(Set.of(Variant.UNSIGNED, Variant.SIGNED), ALGORITHMS);

        assertThat(withToken.withoutToken().series()).isEqualTo(without.series());
        assertThat(withToken.withoutToken().tokenAlgorithms()).isEmpty();
        assertThat(without.withoutToken()).isEqualTo(without);
    }

    private static TimingPlan plan(Set<Variant> variants, List<SignatureAlgorithm> algorithms) {
        return new TimingPlan(2, 0, PROFILES, FORMS, variants, algorithms);
    }
}
