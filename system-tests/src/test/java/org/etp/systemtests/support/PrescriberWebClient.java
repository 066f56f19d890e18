package org.etp.systemtests.support;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.etp.ac.prescription.NhsNumber;

/**
 * The prescriber web UI as a browser without script uses it: a signed-in session (cookies), each post
 * carrying the CSRF token of the page it came from. For tests that need the UI but not a real browser.
 */
public final class PrescriberWebClient {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"");
    private static final Pattern FORM_TOKEN = Pattern.compile("name=\"formToken\"[^>]*value=\"([^\"]+)\"");
    private static final AtomicInteger PATIENTS = new AtomicInteger();

    private final AppProcess prescriber;
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).build();

    public PrescriberWebClient(AppProcess prescriber) {
        this.prescriber = prescriber;
    }

    /** Signs in; fails unless the app takes the password. */
    public PrescriberWebClient signIn(String username, String password) {
        HttpResponse<String> response = post("/login", csrf("/login"), Map.of("username", username, "password",
                password));
        String location = response.headers().firstValue("Location").orElse("");
        if (response.statusCode() != 302 || location.contains("error")) {
            throw new IllegalStateException("sign-in as " + username + " failed: " + response.statusCode() + " "
                    + location);
        }
        return this;
    }

    /**
     * Writes a prescription with one item, for a new test patient each time (two would be identical), from a
     * form just opened; returns the response (302 when it was queued).
     */
    public HttpResponse<String> write(String format, String algorithm) {
        String page = get("/prescriptions/new");
        Map<String, String> form = new LinkedHashMap<>();
        form.put("formToken", field(FORM_TOKEN, page, "/prescriptions/new", "form token"));
        form.put("nhsNumber", newPatient());
        form.put("givenName", "Olivia");
        form.put("familyName", "Taylor");
        form.put("birthDate", "1961-04-12");
        form.put("addressLine1", "12 Mill Lane");
        form.put("town", "Leeds");
        form.put("postcode", "LS6 2AB");
        form.put("items[0].dmdCode", "323509004");
        form.put("items[0].quantity", "21");
        form.put("items[0].dosage", "One capsule three times a day for 7 days");
        form.put("type", "ACUTE");
        form.put("pharmacy", EtpSystem.PHARMACY_ODS);
        form.put("format", format);
        form.put("algorithm", algorithm);
        HttpResponse<String> response = post("/prescriptions", field(CSRF, page, "/prescriptions/new", "CSRF token"),
                form);
        if (response.statusCode() != 302) {
            throw new IllegalStateException("the prescription was not queued: " + response.statusCode() + "\n"
                    + response.body());
        }
        return response;
    }

    public String get(String path) {
        try {
            return http.send(HttpRequest.newBuilder(prescriber.uri(path)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
        } catch (IOException e) {
            throw new IllegalStateException("GET " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String csrf(String path) {
        return field(CSRF, get(path), path, "CSRF token");
    }

    private static String field(Pattern pattern, String page, String path, String what) {
        Matcher matcher = pattern.matcher(page);
        if (!matcher.find()) {
            throw new IllegalStateException(path + " carries no " + what);
        }
        return matcher.group(1);
    }

    /** A valid NHS number not used before by this client's JVM (999 numbers are never issued to patients). */
    private static String newPatient() {
        while (true) {
            NhsNumber number = NhsNumber.withCheckDigit(String.format("999%06d", PATIENTS.incrementAndGet()));
            if (number != null) {
                return number.value();
            }
        }
    }

    private HttpResponse<String> post(String path, String csrf, Map<String, String> fields) {
        Map<String, String> all = new LinkedHashMap<>(fields);
        all.put("_csrf", csrf);
        String body = all.entrySet().stream()
                .map(e -> encode(e.getKey()) + "=" + encode(e.getValue())).collect(Collectors.joining("&"));
        try {
            return http.send(HttpRequest.newBuilder(prescriber.uri(path))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException("POST " + path + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
