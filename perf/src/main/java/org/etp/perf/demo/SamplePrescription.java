package org.etp.perf.demo;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Sends one prescription the way a prescriber does: signs in to the prescriber's web UI as the demo
 * prescriber {@code hart}, unlocks hart's signing key with the demo PIN when a token holds it, fills in the
 * prescription form (a repeat prescription of two items, signed
 * XML, RSA-2048, nominating the demo pharmacy), then follows it through the prescriber's outbox until the pharmacy has
 * answered. An ACCEPTED answer means the pharmacy has committed it, so it shows in both UIs.
 */
final class SamplePrescription {

    /** What became of the sample: its ID and the pharmacy's answer. */
    record Delivery(String prescriptionId, String answer) {
    }

    static final String PRESCRIBER = "hart";
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"");
    private static final Pattern FORM_TOKEN = Pattern.compile("name=\"formToken\"[^>]*value=\"([^\"]+)\"");
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private final DemoApp prescriber;
    private final PostgresServer database;
    private final DemoSettings settings;
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();

    SamplePrescription(DemoApp prescriber, PostgresServer database, DemoSettings settings) {
        this.prescriber = prescriber;
        this.database = database;
        this.settings = settings;
    }

    Delivery send() throws DemoException, InterruptedException {
        long before = lastOutboxRow();
        HttpResponse<String> login = post("/login", "/login", Map.of("username", PRESCRIBER, "password",
                PRESCRIBER + "-demo"));
        if (login.statusCode() != 302 || login.headers().firstValue("Location").orElse("").contains("error")) {
            throw new DemoException("the prescriber's web UI refused the demo sign-in " + PRESCRIBER
                    + ": is the demo profile active? See " + prescriber.log());
        }
        unlockSigningKey();
        HttpResponse<String> written = post("/prescriptions", "/prescriptions/new", prescriptionForm());
        if (written.statusCode() != 302) {
            throw new DemoException("the prescriber's form did not take the sample prescription (HTTP "
                    + written.statusCode() + "); see " + prescriber.log());
        }
        String id = newOutboxRow(before);
        // Signed out, so that hart's key, if unlocked for the sample, is locked again.
        post("/logout", "/prescriptions/new", Map.of());
        String answer = awaitAnswer(id);
        if (!answer.equals("ACCEPTED") && !answer.equals("DUPLICATE")) {
            throw new DemoException("the pharmacy answered the sample prescription " + id + " with " + answer);
        }
        return new Delivery(id, answer);
    }

    /** Unlocks hart's key with the demo PIN when it is held in a token, as hart does on the Signing key page. */
    private void unlockSigningKey() throws DemoException, InterruptedException {
        Optional<DemoTokens.DemoToken> token = DemoTokens.of(PRESCRIBER);
        String page = exchange(HttpRequest.newBuilder(prescriber.uri("/signing-key"))).body();
        if (token.isEmpty() || !page.contains("id=\"pin\"")) {
            return;
        }
        HttpResponse<String> unlocked = post("/signing-key", "/signing-key", Map.of("pin", token.get().pin()));
        if (!unlocked.headers().firstValue("Location").orElse("").endsWith("/prescriptions/new")) {
            throw new DemoException("the prescriber's web UI did not unlock " + PRESCRIBER + "'s signing key with the"
                    + " demo PIN; see " + prescriber.log());
        }
    }

    /** A repeat prescription with two items, for a made-up patient whose NHS number passes its check. */
    private static Map<String, String> prescriptionForm() {
        Map<String, String> form = new LinkedHashMap<>(Map.of("nhsNumber", "9434765927", "givenName", "Arthur",
                "familyName", "Pendleton", "birthDate", "1948-09-30", "addressLine1", "3 Canal Wharf",
                "town", "Bradford", "postcode", "BD1 4QT", "type", "REPEAT", "pharmacy", DemoRun.PHARMACY_ODS));
        form.putAll(Map.of("items[0].dmdCode", "320000009", "items[0].quantity", "28",
                "items[0].dosage", "One tablet once a day at night", "items[1].dmdCode", "318906001",
                "items[1].quantity", "28", "items[1].dosage", "One capsule once a day"));
        // Each demo run writes this same sample; a second run knowingly signs it beside the live one of the run before.
        form.putAll(Map.of("format", "XML", "algorithm", "rsa2048", "signAnyway", "true"));
        return form;
    }

    private String awaitAnswer(String id) throws DemoException, InterruptedException {
        Instant deadline = Instant.now().plus(PATIENCE);
        String status = "SENDING";
        while (Instant.now().isBefore(deadline)) {
            status = queryOne(settings.prescriberDatabase(), "SELECT status FROM outbox WHERE prescription_id = ?", id)
                    .orElse("SENDING");
            if (!status.equals("SENDING") && !status.equals("RETRYING")) {
                return status;
            }
            Thread.sleep(250);
        }
        throw new DemoException("the sample prescription " + id + " is still " + status + " after "
                + PATIENCE.toSeconds() + " s: the prescriber cannot reach the pharmacy's intake; see "
                + prescriber.log());
    }

    private long lastOutboxRow() throws DemoException {
        return Long.parseLong(queryOne(settings.prescriberDatabase(), "SELECT coalesce(max(id), 0) FROM outbox")
                .orElse("0"));
    }

    private String newOutboxRow(long after) throws DemoException {
        return queryOne(settings.prescriberDatabase(), "SELECT prescription_id FROM outbox WHERE id > ? AND username = ?"
                + " ORDER BY id LIMIT 1", after, PRESCRIBER)
                .orElseThrow(() -> new DemoException("the prescriber accepted the form but its outbox holds no new"
                        + " prescription"));
    }

    private Optional<String> queryOne(String databaseName, String sql, Object... parameters) throws DemoException {
        try (Connection connection = database.connect(databaseName);
                PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rows = statement.executeQuery()) {
                return rows.next() ? Optional.ofNullable(rows.getString(1)).map(String::trim) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new DemoException("could not read the database " + databaseName + ": " + e.getMessage(), e);
        }
    }

    /** Posts a form with the CSRF token (and one-time form token, if any) of the page it is on, as a browser would. */
    private HttpResponse<String> post(String path, String page, Map<String, String> fields)
            throws DemoException, InterruptedException {
        String html = exchange(HttpRequest.newBuilder(prescriber.uri(page))).body();
        Matcher token = CSRF.matcher(html);
        if (!token.find()) {
            throw new DemoException("the prescriber's page " + page + " carries no CSRF token");
        }
        Map<String, String> all = new LinkedHashMap<>(fields);
        all.put("_csrf", token.group(1));
        Matcher formToken = FORM_TOKEN.matcher(html);
        if (formToken.find()) {
            all.put("formToken", formToken.group(1));
        }
        String body = all.entrySet().stream().map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
                .collect(Collectors.joining("&"));
        return exchange(HttpRequest.newBuilder(prescriber.uri(path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private HttpResponse<String> exchange(HttpRequest.Builder request) throws DemoException, InterruptedException {
        try {
            return http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new DemoException("the prescriber's web UI did not answer: " + e.getMessage(), e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
