package org.etp.ac.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.verification.PrescriptionVerifier;
import org.etp.ac.verification.VerifiedPrescription;
import org.junit.jupiter.api.Test;

/**
 * The layout rules of docs/architecture.md for {@code common-ac}, checked on its main classes: a rule broken
 * by a change fails the build with the offending dependency named.
 */
class LayoutRulesTests {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.etp.ac");

    /** The packages at the bottom: they import no package of ours above them. */
    private static final String[] BOTTOM = {"org.etp.ac.rejection..", "org.etp.ac.prescription..",
        "org.etp.ac.signing..", "org.etp.ac.metrics.."};

    @Test
    void hasNoSpring() {
        noClasses().should().dependOnClassesThat().resideInAPackage("org.springframework..")
                .because("common-ac is a plain Java library both applications and the tool share").check(MAIN);
    }

    @Test
    void bottomPackagesImportNothingAboveThem() {
        classes().that().resideInAnyPackage(BOTTOM).should().onlyDependOnClassesThat(describe(
                "in a bottom package or outside org.etp.ac", (JavaClass target) -> !target.getPackageName()
                        .startsWith("org.etp.ac.") || inAny(target.getPackageName(), BOTTOM)))
                .check(MAIN);
        classes().that().resideInAPackage("org.etp.ac.rejection..").should().onlyDependOnClassesThat()
                .resideOutsideOfPackage("org.etp.ac..").orShould().onlyDependOnClassesThat(describe("in rejection or"
                        + " outside org.etp.ac", (JavaClass target) -> !target.getPackageName().startsWith("org.etp.ac.")
                        || target.getPackageName().startsWith("org.etp.ac.rejection")))
                .because("the vocabulary of refusal imports nothing of ours").check(MAIN);
    }

    @Test
    void hasNoPackageCycleButTheFormSwitch() {
        slices().matching("org.etp.ac.(*)..").should().beFreeOfCycles()
                .ignoreDependency(describe("WireFormat", (JavaClass origin) -> origin.isEquivalentTo(WireFormat.class)
                        || origin.getEnclosingClass().map(c -> c.isEquivalentTo(WireFormat.class)).orElse(false)),
                        describe("a form's codec", (JavaClass target) -> true))
                .because("the one cycle is WireFormat handing out each form's codec").check(MAIN);
    }

    @Test
    void trustNeverUsesTheDemoPki() {
        noClasses().that().resideOutsideOfPackages("org.etp.ac.pki..", "org.etp.ac.sample..").should()
                .dependOnClassesThat().resideInAnyPackage("org.etp.ac.pki..")
                .because("pki issues the demo PKI and may use trust, never the reverse").check(MAIN);
    }

    @Test
    void onlyThePrescriptionVerifierMakesAVerifiedPrescription() {
        noClasses().that().doNotBelongToAnyOf(PrescriptionVerifier.class, VerifiedPrescription.class).should()
                .callConstructorWhere(describe("a constructor of VerifiedPrescription", (JavaConstructorCall call) ->
                        call.getTargetOwner().isEquivalentTo(VerifiedPrescription.class)))
                .because("only a message that passed every check may be stored").check(MAIN);
    }

    private static boolean inAny(String packageName, String[] patterns) {
        for (String pattern : patterns) {
            String base = pattern.substring(0, pattern.length() - 2);
            if (packageName.equals(base) || packageName.startsWith(base + ".")) {
                return true;
            }
        }
        return false;
    }
}
