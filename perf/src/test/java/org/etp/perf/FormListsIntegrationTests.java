package org.etp.perf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.xml.XmlServedBy;
import org.etp.db.testing.TestDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every list that must name every form, and that no compiler holds to {@link WireFormat#values()}: the {@code CHECK}
 * constraints of both applications' migrations (read from a live schema, the migrations run into fresh databases),
 * the values of the JMH {@code @Param}s, the report's order of forms, the command line's defaults that list forms,
 * and the pages' templates, which must ask a form for its words rather than list forms. A form added without
 * them fails here, not in a pharmacy that drops its measurement rows.
 */
class FormListsIntegrationTests {

    private static final Set<String> NAMES = Arrays.stream(WireFormat.values()).map(WireFormat::name)
            .collect(Collectors.toCollection(TreeSet::new));
    private static final Pattern TEXT_LITERAL = Pattern.compile("'((?:[^']|'')*)'::text");

    private static final Map<String, List<Check>> CHECKS = new LinkedHashMap<>();
    private static TestDatabase pharmacy;

    /** A CHECK constraint of a live schema on one column. */
    private record Check(String table, String column, String definition) {

        List<String> literals() {
            List<String> literals = new ArrayList<>();
            Matcher matcher = TEXT_LITERAL.matcher(definition);
            while (matcher.find()) {
                literals.add(matcher.group(1).replace("''", "'"));
            }
            return literals;
        }
    }

    @BeforeAll
    static void migrateBothApplications() throws SQLException {
        for (String app : List.of("pharmacy", "prescriber")) {
            TestDatabase database = TestDatabase.create("etp_forms_" + app);
            if (app.equals("pharmacy")) {
                pharmacy = database;
            }
            Flyway.configure().dataSource(database.url(), database.username(), database.password())
                    .locations("classpath:db/migration/" + app).load().migrate();
            try (Connection connection = database.connect()) {
                CHECKS.put(app, checks(connection));
            }
        }
    }

    @Test
    void everyCheckOnAFormColumnAdmitsEveryFormAndNoOther() {
        for (Map.Entry<String, List<Check>> app : CHECKS.entrySet()) {
            List<Check> formChecks = app.getValue().stream().filter(c -> c.column().endsWith("format")).toList();
            assertThat(formChecks).as(app.getKey() + ": CHECKs on a form column").isNotEmpty();
            for (Check check : formChecks) {
                assertThat(new TreeSet<>(check.literals())).as(app.getKey() + " " + check.table() + "."
                        + check.column() + ": " + check.definition()).isEqualTo(NAMES);
            }
        }
    }

    @Test
    void theServedByCheckAdmitsEveryWayAMessageCanBeServed() throws SQLException {
        Check servedBy = CHECKS.get("pharmacy").stream().filter(c -> c.column().equals("served_by")).findFirst()
                .orElseThrow();
        String pattern = servedBy.literals().get(0);
        try (Connection connection = pharmacy.connect();
                PreparedStatement matches = connection.prepareStatement("SELECT ?::text ~ ?::text")) {
            for (ServedBy way : Stream.concat(Stream.of(ServedBy.CODEC), XmlServedBy.values().stream()).toList()) {
                matches.setString(1, way.id());
                matches.setString(2, pattern);
                try (ResultSet result = matches.executeQuery()) {
                    result.next();
                    assertThat(result.getBoolean(1)).as(way.id() + " against " + servedBy.definition()).isTrue();
                }
            }
        }
    }

    @Test
    void everyBenchmarkParameterOfFormsRunsEveryForm() throws Exception {
        List<BenchmarkListEntry> benchmarks;
        try (InputStream list = getClass().getResourceAsStream(BenchmarkList.BENCHMARK_LIST)) {
            benchmarks = BenchmarkList.readBenchmarkList(list);
        }
        int checked = 0;
        for (BenchmarkListEntry benchmark : benchmarks) {
            for (Field field : Class.forName(benchmark.getUserClassQName()).getFields()) {
                if (field.getType() == WireFormat.class && field.isAnnotationPresent(Param.class)) {
                    String[] values = benchmark.getParams().get().get(field.getName());
                    assertThat(values).as(benchmark.getUsername() + " " + field.getName())
                            .containsExactly(Arrays.stream(WireFormat.values()).map(WireFormat::name)
                                    .toArray(String[]::new));
                    checked++;
                }
            }
        }
        assertThat(checked).as("benchmarks with a parameter of forms").isPositive();
    }

    @Test
    void theReportOrdersEveryForm() throws Exception {
        Field order = Class.forName("org.etp.perf.timing.report.FormTable").getDeclaredField("ORDER");
        order.setAccessible(true);
        List<Object> forms = List.copyOf((List<?>) order.get(null));
        assertThat(forms).containsExactlyInAnyOrder((Object[]) WireFormat.values());
    }

    @Test
    void everyCommandLineDefaultThatListsFormsListsEveryForm() {
        List<String> checked = new ArrayList<>();
        defaultsListingForms(EtpCommand.commandLine(), checked);
        assertThat(checked).as("options whose default lists forms").isNotEmpty();
    }

    @Test
    void noPageTemplateListsForms() throws IOException {
        Path root = Path.of(System.getProperty("basedir", "")).toAbsolutePath().getParent();
        String names = Arrays.stream(WireFormat.values()).flatMap(f -> Stream.of(f.name(), f.id()))
                .collect(Collectors.joining("|"));
        Pattern literal = Pattern.compile("'(" + names + ")'");
        int read = 0;
        for (String app : List.of("pharmacy-app", "prescriber-app")) {
            Path templates = root.resolve(app).resolve("src/main/resources/templates");
            try (Stream<Path> files = Files.walk(templates)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".html")).toList()) {
                    assertThat(literal.matcher(Files.readString(file)).find()).as(root.relativize(file)
                            + " names a form: ask the form (its description) instead").isFalse();
                    read++;
                }
            }
        }
        assertThat(read).as("templates read").isPositive();
    }

    private static void defaultsListingForms(CommandLine command, List<String> checked) {
        for (OptionSpec option : command.getCommandSpec().options()) {
            boolean forms = Arrays.asList(option.auxiliaryTypes()).contains(WireFormat.class);
            if (forms && option.isMultiValue() && option.defaultValue() != null) {
                String name = command.getCommandName() + " " + option.longestName();
                Set<String> listed = Arrays.stream(option.defaultValue().split(option.splitRegex()))
                        .map(id -> WireFormat.fromId(id.trim()).name()).collect(Collectors.toCollection(TreeSet::new));
                assertThat(listed).as(name + " defaults to " + option.defaultValue()).isEqualTo(NAMES);
                checked.add(name);
            }
        }
        command.getSubcommands().values().forEach(sub -> defaultsListingForms(sub, checked));
    }

    private static List<Check> checks(Connection connection) throws SQLException {
        String sql = "SELECT c.conrelid::regclass::text, a.attname, pg_get_constraintdef(c.oid) FROM pg_constraint c"
                + " JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)"
                + " WHERE c.contype = 'c' AND cardinality(c.conkey) = 1 ORDER BY 1, 2";
        List<Check> checks = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(sql);
                ResultSet rows = statement.executeQuery()) {
            while (rows.next()) {
                checks.add(new Check(rows.getString(1), rows.getString(2), rows.getString(3)));
            }
        }
        return checks;
    }
}
