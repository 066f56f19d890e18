package org.etp.systemtests.support;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The pharmacy's counter over HTTP, signed in with a demo account: what a pharmacist's browser asks of it. */
public final class CounterWebClient {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"");

    private final AppProcess pharmacy;
    private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).build();

    private CounterWebClient(AppProcess pharmacy) {
        this.pharmacy = pharmacy;
    }

    /** Signs in to {@code pharmacy}'s counter as demo user {@code username} (password: the name and "-demo"). */
    public static CounterWebClient signIn(AppProcess pharmacy, String username) {
        CounterWebClient client = new CounterWebClient(pharmacy);
        Matcher token = CSRF.matcher(client.get("/login").body());
        if (!token.find()) {
            throw new IllegalStateException("the login page carries no CSRF token");
        }
        String form = "username=" + username + "&password=" + username + "-demo&_csrf="
                + URLEncoder.encode(token.group(1), StandardCharsets.UTF_8);
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(pharmacy.uri("/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build());
        if (response.statusCode() != 302 || response.headers().firstValue("Location").orElse("").contains("error")) {
            throw new IllegalStateException("sign-in to " + pharmacy + " as " + username + " failed");
        }
        return client;
    }

    public HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(pharmacy.uri(path)).build());
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
}
