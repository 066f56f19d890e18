package org.etp.prescriber.support;

import java.io.IOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One browser's session with the running app over real HTTP (its own cookies, so its own servlet session, whose
 * end the container announces): it signs in with the login form and posts forms with the CSRF token, and the
 * one-time form token, of the page they are on. Redirects are not followed, so a test sees where each post leads.
 */
public final class WebSession {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"");
    private static final Pattern FORM_TOKEN = Pattern.compile("name=\"formToken\"[^>]*value=\"([^\"]+)\"");

    private final int port;
    private final CookieManager cookies = new CookieManager();
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(cookies)
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();

    private WebSession(int port) {
        this.port = port;
    }

    /** A session signed in as the demo prescriber {@code username} (password {@code username-demo}). */
    public static WebSession signedIn(int port, String username) {
        WebSession session = new WebSession(port);
        HttpResponse<String> login = session.post("/login", "/login", Map.of("username", username, "password",
                username + "-demo"));
        String location = login.headers().firstValue("Location").orElse("");
        if (login.statusCode() != 302 || location.contains("error")) {
            throw new IllegalStateException("could not sign in as " + username + ": " + login.statusCode() + " "
                    + location);
        }
        return session;
    }

    /** The servlet session's id, as the session cookie carries it. */
    public String sessionId() {
        return cookies.getCookieStore().getCookies().stream().filter(cookie -> cookie.getName().equals("JSESSIONID"))
                .map(HttpCookie::getValue).findFirst().orElseThrow();
    }

    public HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(uri(path)));
    }

    /** The body of {@code path}, which must answer 200. */
    public String page(String path) {
        HttpResponse<String> response = get(path);
        if (response.statusCode() != 200) {
            throw new IllegalStateException(path + " answered " + response.statusCode());
        }
        return response.body();
    }

    /** Posts {@code fields} to {@code path} as the page {@code page}'s form does (its CSRF and form tokens). */
    public HttpResponse<String> post(String path, String page, Map<String, String> fields) {
        String html = get(page).body();
        Map<String, String> all = new LinkedHashMap<>(fields);
        Matcher csrf = CSRF.matcher(html);
        if (csrf.find()) {
            all.put("_csrf", csrf.group(1));
        }
        Matcher formToken = FORM_TOKEN.matcher(html);
        if (formToken.find()) {
            all.putIfAbsent("formToken", formToken.group(1));
        }
        String body = all.entrySet().stream().map(field -> encode(field.getKey()) + "=" + encode(field.getValue()))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** Where a response redirects to, without the host. */
    public static String location(HttpResponse<String> response) {
        return URI.create(response.headers().firstValue("Location").orElse("")).getPath();
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException("the app did not answer", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
