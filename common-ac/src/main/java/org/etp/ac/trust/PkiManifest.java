package org.etp.ac.trust;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;
import org.etp.ac.signing.SignatureAlgorithm;

/**
 * {@code DIR/pki.properties}: what a PKI directory holds, readable by people (a commented header and
 * one block per prescriber) and by {@link PkiDirectory} (a {@link Properties} file). This class owns the
 * file's format, reading and {@link #properties rendering} alike; the demo CA writes the header.
 *
 * @param prescribers    the prescribers, in the order the directory lists them
 * @param defaultSigners the id of the signer {@code ./etp sample} uses for each algorithm
 */
public record PkiManifest(List<PrescriberEntry> prescribers, Map<SignatureAlgorithm, String> defaultSigners) {

    static final int FORMAT = 1;

    public PkiManifest {
        prescribers = List.copyOf(prescribers);
        defaultSigners = Map.copyOf(defaultSigners);
    }

    /**
     * The manifest's properties as {@link #read(Path)} reads them: {@code format}, {@code created}, the
     * prescriber ids, one block per prescriber, and the default signer of each algorithm.
     */
    public String properties(Instant created) {
        StringBuilder text = new StringBuilder()
                .append("format=").append(FORMAT).append('\n')
                .append("created=").append(created).append('\n')
                .append("prescribers=").append(String.join(",", prescribers.stream().map(PrescriberEntry::id).toList()))
                .append("\n\n");
        for (PrescriberEntry entry : prescribers) {
            String key = "prescriber." + entry.id() + ".";
            Prescriber who = entry.identity().prescriber();
            Organisation where = entry.identity().organisation();
            line(text, key + "name", who.name());
            line(text, key + "registration", who.registration());
            line(text, key + "role", who.role().name());
            line(text, key + "organisation", where.name());
            line(text, key + "ods", where.odsCode());
            line(text, key + "algorithm", entry.algorithm().id());
            line(text, key + "revoked", Boolean.toString(entry.revoked()));
            text.append('\n');
        }
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            line(text, "default." + algorithm.id(), defaultSigners.get(algorithm));
        }
        return text.toString();
    }

    /**
     * This manifest with one more prescriber, listed last.
     *
     * @throws IllegalArgumentException when the id is taken
     */
    public PkiManifest with(PrescriberEntry entry) {
        if (prescribers.stream().anyMatch(each -> each.id().equals(entry.id()))) {
            throw new IllegalArgumentException("a prescriber '" + entry.id() + "' is already listed");
        }
        List<PrescriberEntry> more = new ArrayList<>(prescribers);
        more.add(entry);
        return new PkiManifest(more, defaultSigners);
    }

    /** The manifest of the PKI in {@code dir}. */
    public static PkiManifest read(Path dir) throws TrustException {
        Path file = dir.resolve(PkiLayout.MANIFEST);
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            properties.load(in);
        } catch (NoSuchFileException e) {
            throw new TrustException("no ETP PKI in " + dir + " (" + PkiLayout.MANIFEST
                    + " is missing): run ./etp pki init --dir " + dir, e);
        } catch (IOException | IllegalArgumentException e) {
            throw new TrustException(file + " is not a readable properties file", e);
        }
        try {
            if (!String.valueOf(FORMAT).equals(required(properties, "format"))) {
                throw new TrustException(file + " is of format " + properties.getProperty("format") + ", not "
                        + FORMAT + ": run ./etp pki init --dir " + dir + " to make a new PKI");
            }
            List<PrescriberEntry> entries = new ArrayList<>();
            for (String id : required(properties, "prescribers").split(",")) {
                entries.add(entry(properties, id.strip()));
            }
            Map<SignatureAlgorithm, String> defaults = new EnumMap<>(SignatureAlgorithm.class);
            for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
                String id = required(properties, "default." + algorithm.id());
                if (entries.stream().noneMatch(entry -> entry.id().equals(id))) {
                    throw new TrustException(file + " names a default signer '" + id
                            + "' it does not list: run ./etp pki init --dir " + dir + " to make a new PKI");
                }
                defaults.put(algorithm, id);
            }
            return new PkiManifest(entries, defaults);
        } catch (IllegalArgumentException e) {
            throw new TrustException(file + " is incomplete or invalid: " + e.getMessage()
                    + " (run ./etp pki init --dir " + dir + " to make a new PKI)", e);
        }
    }

    private static PrescriberEntry entry(Properties properties, String id) {
        String key = "prescriber." + id + ".";
        Prescriber who = new Prescriber(required(properties, key + "name"), required(properties, key + "registration"),
                PrescriberRole.valueOf(required(properties, key + "role")));
        Organisation where = new Organisation(required(properties, key + "ods"),
                required(properties, key + "organisation"));
        return new PrescriberEntry(id, new PrescriberIdentity(who, where),
                SignatureAlgorithm.fromId(required(properties, key + "algorithm")),
                Boolean.parseBoolean(required(properties, key + "revoked")));
    }

    private static String required(Properties properties, String key) {
        String value = properties.getProperty(key);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("it has no " + key);
        }
        return value.strip();
    }

    /** Appends {@code key=value}, escaping the value as {@link Properties#load(Reader)} expects. */
    private static void line(StringBuilder text, String key, String value) {
        text.append(key).append('=');
        for (char c : value.toCharArray()) {
            if (c == '\\') {
                text.append("\\\\");
            } else if (c < 0x20 || c > 0x7e) {
                text.append(String.format("\\u%04x", (int) c));
            } else {
                text.append(c);
            }
        }
        text.append('\n');
    }
}
