package org.etp.ac.trust;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/**
 * {@value PkiLayout#TOKEN_KEYS}: which keys of a PKI directory are held in a PKCS#11 token rather than in the
 * directory, by the token's label, and the PKCS#11 library of each token. The directory holds only those keys'
 * certificates; the keys never leave their token. A directory without the file holds every key itself.
 *
 * @param labels    the token label of each key held in a token, by the key's name (a prescriber id,
 *                  {@value PkiLayout#PHARMACY_SIGNING_ALIAS}, a pending key's name)
 * @param libraries the PKCS#11 library of each token, by label
 */
public record TokenKeys(Map<String, String> labels, Map<String, Path> libraries) {

    private static final String KEY = "key.";
    private static final String LIBRARY = "library.";

    public TokenKeys {
        labels = Map.copyOf(labels);
        libraries = Map.copyOf(libraries);
    }

    public static TokenKeys none() {
        return new TokenKeys(Map.of(), Map.of());
    }

    /** The label of the token that holds the key {@code name}, if a token does. */
    public Optional<String> labelOf(String name) {
        return Optional.ofNullable(labels.get(name));
    }

    /** These keys and the key {@code name}, held in the token {@code label} of {@code library}. */
    public TokenKeys with(String name, String label, Path library) {
        Map<String, String> moreLabels = new TreeMap<>(labels);
        moreLabels.put(name, label);
        Map<String, Path> moreLibraries = new TreeMap<>(libraries);
        moreLibraries.put(label, library);
        return new TokenKeys(moreLabels, moreLibraries);
    }

    /** The file's text: a header for people, then one line per token library and per key. */
    public String text() {
        StringBuilder text = new StringBuilder()
                .append("# Keys of this PKI directory held in a PKCS#11 token, not here: key.NAME=token label, and\n")
                .append("# library.LABEL=the token's PKCS#11 library. The keys never leave their token.\n");
        new TreeMap<>(libraries).forEach((label, library) -> text.append(LIBRARY).append(escape(label)).append('=')
                .append(escape(library.toString())).append('\n'));
        new TreeMap<>(labels).forEach((name, label) -> text.append(KEY).append(escape(name)).append('=')
                .append(escape(label)).append('\n'));
        return text.toString();
    }

    /** The token keys of the PKI in {@code dir}; none when it has no {@value PkiLayout#TOKEN_KEYS}. */
    public static TokenKeys read(Path dir) throws TrustException {
        Path file = dir.resolve(PkiLayout.TOKEN_KEYS);
        if (!Files.isRegularFile(file)) {
            return none();
        }
        Properties properties = new Properties();
        try (Reader in = new StringReader(Files.readString(file, StandardCharsets.UTF_8))) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new TrustException(file + " is not a readable properties file", e);
        }
        Map<String, String> labels = new TreeMap<>();
        Map<String, Path> libraries = new TreeMap<>();
        for (String key : properties.stringPropertyNames()) {
            String value = properties.getProperty(key).strip();
            if (key.startsWith(KEY)) {
                labels.put(key.substring(KEY.length()), value);
            } else if (key.startsWith(LIBRARY)) {
                libraries.put(key.substring(LIBRARY.length()), Path.of(value));
            }
        }
        for (Map.Entry<String, String> each : labels.entrySet()) {
            if (!libraries.containsKey(each.getValue())) {
                throw new TrustException(file + " names no library for the token '" + each.getValue()
                        + "' that holds the key " + each.getKey());
            }
        }
        return new TokenKeys(labels, libraries);
    }

    /** Escapes what {@link Properties#load(Reader)} would read otherwise: separators, spaces, comments, non-ASCII. */
    private static String escape(String value) {
        StringBuilder text = new StringBuilder();
        for (char c : value.toCharArray()) {
            if ("\\:= #!".indexOf(c) >= 0) {
                text.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                text.append(String.format("\\u%04x", (int) c));
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }
}
