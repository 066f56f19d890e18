package org.etp.pharmacy.support;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The counter as a browser without script uses it, over real HTTP: a signed-in session (cookies), each post
 * carrying the CSRF token of a page of the same session.
 */
public final class CounterSession {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"");

    private final Function<String, URI> uris;
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).build();

    private CounterSession(Function<String, URI> uris) {
        this.uris = uris;
    }

    /** Signs in with the demo account {@code username} (password: the name and "-demo"). */
    public static CounterSession signIn(Function<String, URI> uris, String username) {
        CounterSession session = new CounterSession(uris);
        HttpResponse<String> response = session.post("/login", "/login", Map.of("username", username, "password",
                username + "-demo"));
        String location = response.headers().firstValue("Location").orElse("");
        if (response.statusCode() != 302 || location.contains("error")) {
            throw new IllegalStateException("sign-in as " + username + " failed: " + response.statusCode());
        }
        return session;
    }

    public HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(uris.apply(path)).build());
    }

    /** Posts {@code fields} with the CSRF token of page {@code tokenPage}. */
    public HttpResponse<String> post(String path, String tokenPage, Map<String, String> fields) {
        Matcher token = CSRF.matcher(get(tokenPage).body());
        if (!token.find()) {
            throw new IllegalStateException(tokenPage + " carries no CSRF token");
        }
        Map<String, String> all = new LinkedHashMap<>(fields);
        all.put("_csrf", token.group(1));
        String body = all.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(uris.apply(path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(request.method() + " " + request.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
