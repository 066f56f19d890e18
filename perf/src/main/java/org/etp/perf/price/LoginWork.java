package org.etp.perf.price;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The password-hashing work factor of the counter's and the prescriber's logins. Both apps check passwords with
 * Spring Security's delegating encoder against bcrypt hashes configured as {@code {bcrypt}$2a$NN$...}: the cost
 * {@code NN} is in each hash, so the configured work factor is the one the accounts' hashes were made with
 * (10, Spring's default). Each step of the factor doubles the work of one login.
 */
public final class LoginWork {

    /** The work factor of the apps' configured hashes; a JMH parameter, so a constant expression. */
    public static final String CONFIGURED = "10";
    /** Two steps stronger: four times the work per login. */
    public static final String STRONGER = "12";

    private static final Pattern BCRYPT = Pattern.compile("\\{bcrypt}\\$2[aby]?\\$(\\d{2})\\$[./A-Za-z0-9]{53}");

    private LoginWork() {
    }

    /** The bcrypt cost of a configured password hash, e.g. 10 for {@code {bcrypt}$2a$10$...}. */
    public static int strengthOf(String encodedPassword) {
        Matcher matcher = BCRYPT.matcher(encodedPassword == null ? "" : encodedPassword.strip());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a {bcrypt} password hash");
        }
        return Integer.parseInt(matcher.group(1));
    }
}
