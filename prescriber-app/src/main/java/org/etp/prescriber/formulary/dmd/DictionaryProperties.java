package org.etp.prescriber.formulary.dmd;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code etp.formulary.*}: {@code dmd-release}, the directory of a dm+d release (its XML files, unzipped) that the
 * site downloaded, imported at start; none by default, when the dictionary holds the site's list and what earlier
 * imports wrote.
 */
@ConfigurationProperties("etp.formulary")
public record DictionaryProperties(Path dmdRelease) {
}
