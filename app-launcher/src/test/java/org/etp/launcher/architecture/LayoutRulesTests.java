package org.etp.launcher.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The layout rule of docs/architecture.md for {@code app-launcher}: nothing but the JDK. */
class LayoutRulesTests {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.etp.launcher");

    @Test
    void usesNothingButTheJdk() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage("java..", "javax..", "org.etp.launcher..")
                .because("the tool, the system tests and the demo start applications with it on any classpath")
                .check(MAIN);
    }
}
