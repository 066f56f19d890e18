package org.etp.db.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The rule "one owner per table" of docs/architecture.md, for an application's tests: which tables and views its
 * migrations create, and which of its main source files name one of them in SQL outside the packages that own it.
 */
public final class TableOwners {

    private static final Pattern CREATED = Pattern.compile("CREATE\\s+(?:TABLE|(?:OR\\s+REPLACE\\s+)?VIEW)\\s+"
            + "(?:IF\\s+NOT\\s+EXISTS\\s+)?([a-z_]+)", Pattern.CASE_INSENSITIVE);

    private TableOwners() {
    }

    /** The tables and views that the migrations of {@code app} ("pharmacy", "prescriber") create. */
    public static Set<String> tables(String app) {
        Set<String> tables = new TreeSet<>();
        for (Path file : list(Path.of("../db/src/main/resources/db/migration", app))) {
            Matcher created = CREATED.matcher(read(file));
            while (created.find()) {
                tables.add(created.group(1).toLowerCase());
            }
        }
        return tables;
    }

    /**
     * For each table, the main source files under {@code sources} (the application's base package directory) that
     * name it in SQL from a package not among its {@code owners} (package names relative to the base package).
     */
    public static Map<String, Set<String>> strangers(Path sources, Map<String, Set<String>> owners) {
        Map<String, Set<String>> strangers = new TreeMap<>();
        for (Path file : list(sources)) {
            if (!file.toString().endsWith(".java")) {
                continue;
            }
            String pkg = sources.relativize(file.getParent()).toString().replace('/', '.');
            String code = withoutComments(read(file));
            owners.forEach((table, owning) -> {
                if (!owning.contains(pkg) && namesInSql(code, table)) {
                    strangers.computeIfAbsent(table, t -> new TreeSet<>()).add(sources.relativize(file).toString());
                }
            });
        }
        return strangers;
    }

    static boolean namesInSql(String code, String table) {
        return Pattern.compile("\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+" + table + "\\b(?!\\.)",
                Pattern.CASE_INSENSITIVE).matcher(code).find();
    }

    static String withoutComments(String code) {
        return code.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("(?m)^\\s*//.*$", " ");
    }

    private static java.util.List<Path> list(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
