package org.etp.perf.load;

import org.etp.ac.rejection.Reason;
import org.etp.ac.wire.ResponseStatus;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A {@link LoadReport} as JSON, for scripts and the timing job: written field by field so that names
 * and order are fixed here. Latency in milliseconds ({@code latencyMs.from} says whether from the
 * actual or the intended send time), server timings in microseconds, {@code ratePerSecond} null for a
 * closed loop.
 */
public final class LoadReportJson {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private LoadReportJson() {
    }

    public static String write(LoadReport report) {
        ObjectNode root = MAPPER.createObjectNode();
        LoadReport.Setup setup = report.setup();
        root.put("target", setup.target());
        root.put("tls", setup.tls());
        root.put("connections", setup.connections());
        root.put("count", setup.count());
        root.put("format", setup.format());
        root.put("profile", setup.profile());
        root.put("algorithm", setup.algorithm());
        root.put("signed", setup.signed());
        root.put("loop", setup.openLoop() ? "open" : "closed");
        root.put("window", setup.window());
        if (setup.rate().isPresent()) {
            root.put("ratePerSecond", setup.rate().get());
        } else {
            root.putNull("ratePerSecond");
        }
        root.put("seed", setup.seed());
        root.put("meanBytes", setup.meanBytes());
        root.put("prepareSeconds", report.prepareSeconds());
        root.put("elapsedSeconds", report.elapsedSeconds());
        root.put("throughputPerSecond", report.throughput());
        latency(root.putObject("latencyMs"), report.latencyMs(), setup.openLoop());
        stages(root.putObject("serverMeanMicros"), report.serverMeanMicros());
        ObjectNode statuses = root.putObject("statuses");
        for (ResponseStatus status : ResponseStatus.values()) {
            statuses.put(status.name(), report.count(status));
        }
        ObjectNode reasons = root.putObject("rejectReasons");
        for (Reason reason : report.rejectReasons().keySet()) {
            reasons.put(reason.name(), report.rejectReasons().get(reason));
        }
        root.put("unanswered", report.unanswered());
        if (report.firstFailure().isPresent()) {
            root.put("firstFailure", report.firstFailure().get());
        } else {
            root.putNull("firstFailure");
        }
        return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    }

    private static void latency(ObjectNode node, LoadReport.Latency latency, boolean openLoop) {
        node.put("from", openLoop ? "intended send time" : "send");
        node.put("count", latency.count());
        node.put("p50", latency.p50());
        node.put("p90", latency.p90());
        node.put("p99", latency.p99());
        node.put("p999", latency.p999());
        node.put("max", latency.max());
        node.put("mean", latency.mean());
    }

    private static void stages(ObjectNode node, LoadReport.Stages stages) {
        node.put("decode", stages.decode());
        node.put("verify", stages.verify());
        node.put("parse", stages.parse());
        node.put("store", stages.store());
        node.put("total", stages.total());
    }
}
