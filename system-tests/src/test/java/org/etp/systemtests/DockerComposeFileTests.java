package org.etp.systemtests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docker-compose.yml and the Dockerfile it builds from, read as files: there is no Docker engine where the
 * tests run, so what {@code docker compose up} needs is checked here — services, images built from the
 * repository, published ports, the environment the applications read, health checks, volumes and the order
 * of start.
 */
class DockerComposeFileTests {

    private static final Path ROOT = Path.of(System.getProperty("etp.root", "..")).toAbsolutePath().normalize();

    private final Map<String, Object> compose = load();

    @Test
    void declaresTheDatabaseThePkiAndBothApplications() {
        assertThat(services().entrySet()).filteredOn(service -> !((Map<?, ?>) service.getValue()).containsKey("profiles"))
                .extracting(Map.Entry::getKey)
                .containsExactlyInAnyOrder("postgres", "pki", "pharmacy-app", "prescriber-app");
        assertThat(map(compose, "volumes").keySet()).containsExactlyInAnyOrder("pgdata", "pki");
    }

    @Test
    void keepsPostgresDataInAVolumeAndChecksItsHealth() {
        Map<String, Object> postgres = service("postgres");
        assertThat(String.valueOf(postgres.get("image"))).startsWith("postgres:");
        assertThat(list(postgres, "volumes")).contains("pgdata:/var/lib/postgresql/data");
        assertThat(String.valueOf(map(postgres, "healthcheck").get("test"))).contains("pg_isready");
        assertThat(list(postgres, "ports")).containsExactly("127.0.0.1:55432:5432");
    }

    @Test
    void buildsEachImageFromTheRepositoryDockerfile() throws IOException {
        String dockerfile = Files.readString(ROOT.resolve("Dockerfile"));
        for (String name : List.of("pki", "pharmacy-app", "prescriber-app")) {
            Map<String, Object> build = map(service(name), "build");
            assertThat(build.get("context")).isEqualTo(".");
            assertThat(build.get("dockerfile")).isEqualTo("Dockerfile");
            assertThat(dockerfile).contains(" AS " + build.get("target"));
        }
        assertThat(dockerfile).contains("./mvnw -B -q -pl pharmacy-app,prescriber-app,perf -am package");
    }

    @Test
    void makesTheDemoPkiOnceIntoTheSharedVolume() {
        Map<String, Object> pki = service("pki");
        assertThat(list(pki, "volumes")).containsExactly("pki:/pki");
        assertThat(String.valueOf(pki.get("entrypoint"))).contains("pki init --dir /pki", "test -f /pki/ca/root-ca.pem");
    }

    @Test
    void publishesThePharmacyIntakeAndBothWebPorts() {
        assertThat(list(service("pharmacy-app"), "ports")).containsExactlyInAnyOrder("7400:7400", "8081:8081");
        assertThat(list(service("prescriber-app"), "ports")).containsExactly("8080:8080");
    }

    @Test
    void configuresTheApplicationsWithTheDemoProfileTheirDatabasesAndThePki() {
        Map<String, Object> pharmacy = map(service("pharmacy-app"), "environment");
        assertThat(pharmacy).containsEntry("SPRING_PROFILES_ACTIVE", "demo")
                .containsEntry("SPRING_DATASOURCE_URL", "jdbc:postgresql://postgres:5432/etp_pharmacy")
                .containsEntry("ETP_PKI_DIR", "/pki").containsEntry("ETP_INTAKE_PORT", "7400");
        Map<String, Object> prescriber = map(service("prescriber-app"), "environment");
        assertThat(prescriber).containsEntry("SPRING_PROFILES_ACTIVE", "demo")
                .containsEntry("SPRING_DATASOURCE_URL", "jdbc:postgresql://postgres:5432/etp_prescriber")
                .containsEntry("ETP_PKI_DIR", "/pki").containsEntry("ETP_PHARMACIES_0_ODSCODE", "FA123")
                .containsEntry("ETP_PHARMACIES_0_ADDRESS", "pharmacy-app:7400");
        for (String name : List.of("pharmacy-app", "prescriber-app")) {
            assertThat(list(service(name), "volumes")).containsExactly("pki:/pki:ro");
        }
    }

    @Test
    void checksEachApplicationsHealthOnItsActuator() {
        assertThat(list(map(service("pharmacy-app"), "healthcheck"), "test"))
                .contains("http://localhost:8081/actuator/health");
        assertThat(list(map(service("prescriber-app"), "healthcheck"), "test"))
                .contains("http://localhost:8080/actuator/health");
    }

    @Test
    void startsEachApplicationOnlyWhenWhatItNeedsIsReady() {
        Map<String, Object> pharmacy = map(service("pharmacy-app"), "depends_on");
        assertThat(map(pharmacy, "postgres")).containsEntry("condition", "service_healthy");
        assertThat(map(pharmacy, "pki")).containsEntry("condition", "service_completed_successfully");
        Map<String, Object> prescriber = map(service("prescriber-app"), "depends_on");
        assertThat(map(prescriber, "postgres")).containsEntry("condition", "service_healthy");
        assertThat(map(prescriber, "pki")).containsEntry("condition", "service_completed_successfully");
        assertThat(map(prescriber, "pharmacy-app")).containsEntry("condition", "service_healthy");
    }

    @Test
    void theScaleProfileAddsThreeIdenticalPharmacyNodesOnTheOneDatabase() {
        Map<String, Object> pharmacy = map(service("pharmacy-app"), "environment");
        for (int n = 1; n <= 3; n++) {
            Map<String, Object> node = service("pharmacy-" + n);
            assertThat(list(node, "profiles")).containsExactly("scale");
            assertThat(map(node, "build")).isEqualTo(map(service("pharmacy-app"), "build"));
            assertThat(map(node, "environment")).containsEntry("ETP_NODE_ID", "n" + n)
                    .containsAllEntriesOf(pharmacy);
            assertThat(list(node, "ports")).containsExactly(8081 + 100 * n + ":8081");
            assertThat(list(node, "volumes")).containsExactly("pki:/pki:ro");
            assertThat(list(map(node, "healthcheck"), "test")).contains("http://localhost:8081/actuator/health");
            assertThat(map(map(node, "depends_on"), "postgres")).containsEntry("condition", "service_healthy");
        }
    }

    @Test
    void theScaleProfileRunsHaproxyWithTheRepositorysConfigInFrontOfExactlyThoseNodes() throws IOException {
        Map<String, Object> haproxy = service("haproxy");
        assertThat(list(haproxy, "profiles")).containsExactly("scale");
        assertThat(String.valueOf(haproxy.get("image"))).startsWith("haproxy:");
        assertThat(list(haproxy, "volumes")).containsExactly("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
        assertThat(list(haproxy, "ports")).containsExactly("7410:7400");
        assertThat(list(haproxy, "depends_on")).containsExactlyInAnyOrder("pharmacy-1", "pharmacy-2", "pharmacy-3");

        List<String> config = Files.readAllLines(ROOT.resolve("deploy/haproxy.cfg"));
        List<String> servers = config.stream().map(String::strip).filter(line -> line.startsWith("server ")).toList();
        assertThat(servers).hasSize(3);
        for (int n = 1; n <= 3; n++) {
            Map<String, Object> environment = map(service("pharmacy-" + n), "environment");
            assertThat(servers).contains("server n" + n + " pharmacy-" + n + ":" + environment.get("ETP_INTAKE_PORT")
                    + " check port " + environment.get("SERVER_PORT"));
        }
        assertThat(config).contains("    bind :7400", "    mode tcp", "    option httpchk",
                "    http-check send meth GET uri /actuator/health");
    }

    private Map<String, Object> services() {
        return map(compose, "services");
    }

    private Map<String, Object> service(String name) {
        return map(services(), name);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Map<String, Object> parent, String key) {
        assertThat(parent).containsKey(key);
        Object value = parent.get(key);
        return value == null ? Map.of() : (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Map<String, Object> parent, String key) {
        assertThat(parent).containsKey(key);
        return (List<Object>) parent.get(key);
    }

    private static Map<String, Object> load() {
        try {
            return new Yaml().load(Files.readString(ROOT.resolve("docker-compose.yml")));
        } catch (IOException e) {
            throw new IllegalStateException("docker-compose.yml cannot be read", e);
        }
    }
}
