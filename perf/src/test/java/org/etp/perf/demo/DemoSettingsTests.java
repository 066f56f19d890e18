package org.etp.perf.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import com.sun.security.auth.module.UnixSystem;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DemoSettingsTests {

    private static final Path ROOT = Path.of("/repo");

    @Test
    void keepsThePkiTheLogsAndTheEmbeddedPostgresUnderTheDemoDirectory() {
        DemoSettings settings = new DemoSettings(ROOT, Path.of("/repo/demo"), 8080, 8081, 7400, "etp_pharmacy",
                "etp_prescriber", 0, 8090);
        assertThat(settings.pkiDir()).isEqualTo(Path.of("/repo/demo/pki"));
        assertThat(settings.logDir()).isEqualTo(Path.of("/repo/demo/logs"));
        assertThat(settings.postgresDir()).isEqualTo(Path.of("/repo/demo/postgres"));
        assertThat(settings.targetDir("pharmacy-app")).isEqualTo(Path.of("/repo/pharmacy-app/target"));
        assertThat(settings.ocspResponder()).hasToString("http://127.0.0.1:8090/");
    }

    @Test
    void refusesOnePortForTwoServices() {
        assertThatIllegalArgumentException().isThrownBy(() -> new DemoSettings(ROOT, ROOT, 8080, 8080, 7400, "a", "b",
                0, 8090)).withMessageContaining("ports must differ");
        assertThatIllegalArgumentException().isThrownBy(() -> new DemoSettings(ROOT, ROOT, 8080, 8081, 7400, "a", "b",
                0, 7400)).withMessageContaining("ports must differ");
    }

    @Test
    void refusesOneDatabaseForBothApplications() {
        assertThatIllegalArgumentException().isThrownBy(() -> new DemoSettings(ROOT, ROOT, 8080, 8081, 7400, "a", "a",
                0, 8090)).withMessageContaining("its own database");
    }

    @Test
    void tellsRootWhyNoEmbeddedPostgresCanHelpAndWhatToDoInstead() {
        String advice = EmbeddedPostgres.advice(List.of("SPRING_DATASOURCE_URL (not set)"), true);
        assertThat(advice).contains("Tried, in order: SPRING_DATASOURCE_URL (not set)",
                "PostgreSQL refuses to run as root", "pg_ctlcluster", "SPRING_DATASOURCE_URL=jdbc:postgresql://",
                "start a Docker engine", "run ./etp demo as a normal user");
    }

    @Test
    void findsThisProcessUserIdInProcStatus() {
        assertThat(EmbeddedPostgres.uidFromProcStatus())
                .contains(new UnixSystem().getUid());
    }
}
