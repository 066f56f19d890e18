package org.etp.pharmacy.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The layout rules of docs/architecture.md for the pharmacy application, checked on its main classes.
 */
class LayoutRulesTests {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.etp.pharmacy");

    @Test
    void neverImportsThePrescriberApplication() {
        noClasses().should().dependOnClassesThat().resideInAPackage("org.etp.prescriber..")
                .because("the two applications share only common-ac and db").check(MAIN);
    }

    @Test
    void neverUsesTheDemoPkiOrTheSamples() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.etp.ac.pki..", "org.etp.ac.sample..")
                .because("an application trusts through trust, never through what issues the demo PKI").check(MAIN);
    }

    @Test
    void hasNoPackageCycle() {
        slices().matching("org.etp.pharmacy.(**)").should().beFreeOfCycles().check(MAIN);
    }
}
