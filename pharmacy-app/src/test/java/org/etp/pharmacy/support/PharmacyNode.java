package org.etp.pharmacy.support;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.PharmacyApplication;
import org.etp.pharmacy.intake.IntakeServer;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * One pharmacy intake node in this JVM: the whole application with its own node id, intake and web ports, on
 * a database that other nodes may share, with the demo counter accounts.
 */
public final class PharmacyNode implements AutoCloseable {

    private final ConfigurableApplicationContext context;

    private PharmacyNode(ConfigurableApplicationContext context) {
        this.context = context;
    }

    /** {@code properties} are further settings, {@code name=value}. */
    public static PharmacyNode start(String nodeId, TestDatabase database, String... properties) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--etp.intake.port=0",
                "--etp.node.id=" + nodeId, "--etp.pki.dir=" + TestPki.dir(), "--spring.profiles.active=demo",
                "--spring.datasource.url=" + database.url(), "--spring.datasource.username=" + database.username()));
        if (database.password() != null) {
            arguments.add("--spring.datasource.password=" + database.password());
        }
        for (String property : properties) {
            arguments.add("--" + property);
        }
        // Arguments, not builder properties: those are defaults that application.properties would override.
        return new PharmacyNode(new SpringApplicationBuilder(PharmacyApplication.class)
                .run(arguments.toArray(String[]::new)));
    }

    public int intakePort() {
        return context.getBean(IntakeServer.class).port();
    }

    /** A bean of this node's application context, for tests that drive a service directly. */
    public <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    /** {@code path} on this node's web server. */
    public URI uri(String path) {
        int port = ((WebServerApplicationContext) context).getWebServer().getPort();
        return URI.create("http://localhost:" + port + path);
    }

    @Override
    public void close() {
        context.close();
    }
}
