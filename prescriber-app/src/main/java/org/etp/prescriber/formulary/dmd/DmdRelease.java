package org.etp.prescriber.formulary.dmd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files of a dm+d release that the import reads, found in the release's directory by their published names:
 * {@code f_lookup2_<release>.xml} (the lookups: units of measure), {@code f_vmp2_<release>.xml} (virtual medicinal
 * products) and {@code f_amp2_<release>.xml} (actual ones). Each must be there exactly once; the packs
 * ({@code f_vmpp2_…}, {@code f_ampp2_…}) and the other files are not read.
 */
record DmdRelease(Path directory, Path lookup, Path vmps, Path amps) {

    static DmdRelease in(Path directory) throws DmdImportException {
        if (!Files.isDirectory(directory)) {
            throw new DmdImportException("the dm+d release directory " + directory + " does not exist");
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(directory)) {
            files = listing.filter(Files::isRegularFile).toList();
        } catch (IOException e) {
            throw new DmdImportException("the dm+d release directory " + directory + " could not be read", e);
        }
        return new DmdRelease(directory, one(files, "lookup"), one(files, "vmp"), one(files, "amp"));
    }

    private static Path one(List<Path> files, String kind) throws DmdImportException {
        Pattern name = Pattern.compile("f_" + kind + "\\d*_.*\\.xml", Pattern.CASE_INSENSITIVE);
        List<Path> found = files.stream().filter(file -> name.matcher(file.getFileName().toString()).matches()).toList();
        if (found.size() != 1) {
            throw new DmdImportException("a dm+d release holds one f_" + kind + "2_*.xml; " + found.size()
                    + " found in " + files.stream().findFirst().map(Path::getParent).orElse(null));
        }
        return found.get(0);
    }
}
