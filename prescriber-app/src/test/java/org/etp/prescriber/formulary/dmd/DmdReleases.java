package org.etp.prescriber.formulary.dmd;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.stream.XMLStreamException;

/** Generated dm+d releases for tests, written once per directory: a full one of 20,000 products and a smaller one. */
public final class DmdReleases {

    public static final int FULL = 20_000;
    public static final int SMALLER = 19_000;

    private DmdReleases() {
    }

    /** The release of {@value #FULL} products, written under {@code parent} unless it is there already. */
    public static Path full(Path parent) {
        return release(parent.resolve("full"), FULL, "3301201");
    }

    /** A later release that no longer holds the last {@code FULL - SMALLER} products of the full one. */
    public static Path smaller(Path parent) {
        return release(parent.resolve("smaller"), SMALLER, "3301202");
    }

    private static Path release(Path directory, int products, String number) {
        if (!Files.isDirectory(directory)) {
            try {
                DmdReleaseGenerator.write(directory, products, number);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (XMLStreamException e) {
                throw new IllegalStateException("could not write a dm+d release", e);
            }
        }
        return directory;
    }
}
