package org.etp.perf.timing.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.etp.perf.timing.Machine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A section (the size sweep's) joins a report after its tables, its setup after the run's; or stands alone. */
class ReportSectionTests {

    private static final Machine MACHINE = new Machine(Map.of("CPU", "test"));

    @Test
    void aSectionFollowsTheReportsTablesAndSetup() {
        Map<String, String> runSetup = new LinkedHashMap<>();
        runSetup.put("XML engine", "dom");
        runSetup.put("runs", "3");
        Report run = Report.sectionOnly(runSetup, MACHINE, List.of(table("summary")));

        Report joined = run.withSection(Map.of("sweep runs", "2"), List.of(table("sweep-size"), table("sweep-time")));

        assertThat(joined.tables()).extracting(Table::id).containsExactly("summary", "sweep-size", "sweep-time");
        assertThat(joined.summary().id()).isEqualTo("summary");
        assertThat(joined.setup().keySet()).containsExactly("XML engine", "runs", "sweep runs");
        assertThat(run.tables()).hasSize(1);
    }

    @Test
    void aSectionAloneHasNoSeriesAndWritesEveryFile(@TempDir Path dir) throws Exception {
        Report alone = Report.sectionOnly(Map.of("sweep runs", "2"), MACHINE, List.of(table("sweep-size")));

        ResultFiles.write(alone, dir);

        assertThat(alone.results().series()).isEmpty();
        for (String name : ResultFiles.NAMES) {
            assertThat(dir.resolve(name)).isNotEmptyFile();
        }
    }

    private static Table table(String id) {
        TableBuilder builder = new TableBuilder(id, id, "note", "row");
        int column = builder.column("value");
        builder.row("a", 1.0);
        return builder.build("unit", column);
    }
}
