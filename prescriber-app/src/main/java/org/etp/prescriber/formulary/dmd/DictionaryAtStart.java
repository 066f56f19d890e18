package org.etp.prescriber.formulary.dmd;

import org.etp.prescriber.formulary.Formulary;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * At start, before the app reports itself healthy: the site's list goes into the dictionary, then the dm+d release
 * named by {@code etp.formulary.dmd-release}, if any, is imported. A release that cannot be imported stops the app
 * with the reason, rather than leaving a prescriber with a dictionary the site did not ask for.
 */
@Component
class DictionaryAtStart implements ApplicationRunner {

    private final Formulary formulary;
    private final DmdImport dmdImport;
    private final DictionaryProperties properties;

    DictionaryAtStart(Formulary formulary, DmdImport dmdImport, DictionaryProperties properties) {
        this.formulary = formulary;
        this.dmdImport = dmdImport;
        this.properties = properties;
    }

    @Override
    public void run(ApplicationArguments arguments) throws DmdImportException {
        formulary.writeSiteValues();
        if (properties.dmdRelease() != null) {
            dmdImport.run(properties.dmdRelease());
        }
    }
}
