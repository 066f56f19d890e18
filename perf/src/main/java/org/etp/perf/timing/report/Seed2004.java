package org.etp.perf.timing.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Profile;

/**
 * The published 2004 figures (Chadwick &amp; Mundy), read from {@code seed-2004.csv} beside this class: data,
 * with a comment saying where each number is printed, not constants in code.
 */
public final class Seed2004 {

    private static final String RESOURCE = "seed-2004.csv";

    private final Map<String, OptionalDouble> figures;

    private Seed2004(Map<String, OptionalDouble> figures) {
        this.figures = Map.copyOf(figures);
    }

    public static Seed2004 load() {
        try (InputStream in = Seed2004.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the tool's jar");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + RESOURCE, e);
        }
    }

    private static Seed2004 parse(BufferedReader reader) throws IOException {
        Map<String, OptionalDouble> figures = new HashMap<>();
        String line;
        boolean header = true;
        while ((line = reader.readLine()) != null) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (header) {
                header = false;
                continue;
            }
            String[] cells = line.split(",", 5);
            Profile profile = Profile.fromId(cells[1]);
            figures.put(key(cells[0], profile, WireFormat.DER), number(cells[2]));
            figures.put(key(cells[0], profile, WireFormat.XML), number(cells[3]));
        }
        return new Seed2004(figures);
    }

    /** The figure for {@code quantity} (a first column of the file), or empty when the study gave none. */
    public OptionalDouble figure(String quantity, Profile profile, WireFormat format) {
        return figures.getOrDefault(key(quantity, profile, format), OptionalDouble.empty());
    }

    private static String key(String quantity, Profile profile, WireFormat format) {
        return quantity + "/" + profile.id() + "/" + format.id();
    }

    private static OptionalDouble number(String cell) {
        return cell.isBlank() ? OptionalDouble.empty() : OptionalDouble.of(Double.parseDouble(cell.trim()));
    }
}
