package org.etp.launcher;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A stand-in for an application, run by the launcher's tests from a jar that holds only this class (so:
 * lambdas, no nested classes). It prints what it was given, then, as its arguments say, exits with a code
 * ({@code --exit=N}), listens on a port ({@code --port=N}), answers {@code /actuator/health} with UP
 * ({@code --health=N}) or ignores SIGTERM ({@code --ignore-sigterm}); otherwise it runs until stopped.
 */
public final class TinyApp {

    private TinyApp() {
    }

    public static void main(String[] args) throws Exception {
        System.out.println("tiny app starting with " + String.join(" ", args));
        System.out.println("property tiny.greeting=" + System.getProperty("tiny.greeting"));
        System.out.println("environment TINY_COLOUR=" + System.getenv("TINY_COLOUR"));
        System.out.println("standard input gives " + System.in.read());
        boolean ignoreSigterm = List.of(args).contains("--ignore-sigterm");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stopping(ignoreSigterm)));
        List<AutoCloseable> listening = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("--exit=")) {
                System.exit(Integer.parseInt(arg.substring("--exit=".length())));
            } else if (arg.startsWith("--port=")) {
                listening.add(new ServerSocket(Integer.parseInt(arg.substring("--port=".length())), 50,
                        InetAddress.getLoopbackAddress()));
            } else if (arg.startsWith("--health=")) {
                serveHealth(Integer.parseInt(arg.substring("--health=".length())));
            }
        }
        System.out.println("tiny app ready, " + listening.size() + " port(s) open");
        Thread.sleep(Long.MAX_VALUE);
    }

    private static void serveHealth(int port) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/actuator/health", exchange -> {
            byte[] body = "{\"status\":\"UP\"}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    private static void stopping(boolean ignoreSigterm) {
        System.out.println("tiny app stopping");
        System.out.flush();
        while (ignoreSigterm) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // still ignoring it
            }
        }
    }
}
