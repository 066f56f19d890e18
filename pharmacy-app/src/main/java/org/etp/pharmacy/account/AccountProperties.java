package org.etp.pharmacy.account;

import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code etp.accounts.<username>.*}: accounts to create at start, each with a password hash in the
 * {@code DelegatingPasswordEncoder} form ({@code {bcrypt}$2a$...}) and a {@link CounterRole}. They are copied into
 * the {@code account} table once, when absent ({@link AccountImport}); a row already there is never overwritten. None
 * are configured by default; the {@code demo} profile adds the demo accounts.
 */
@ConfigurationProperties("etp")
public record AccountProperties(Map<String, Account> accounts) {

    static final Pattern USERNAME = Pattern.compile("[a-z][a-z0-9._-]{0,63}");

    public AccountProperties {
        accounts = accounts == null ? Map.of() : Map.copyOf(accounts);
        for (String username : accounts.keySet()) {
            if (!USERNAME.matcher(username).matches()) {
                throw new IllegalArgumentException("etp.accounts: a username is lower-case letters, digits, '.', '_'"
                        + " or '-', not '" + username + "'");
            }
        }
    }

    /** One account: its password hash and its role. */
    public record Account(String password, CounterRole role) {

        private static final Pattern ENCODED = Pattern.compile(
                "\\{(bcrypt|argon2@SpringSecurity_v5_8|pbkdf2@SpringSecurity_v5_8|scrypt@SpringSecurity_v5_8)}\\S+");

        public Account {
            if (password == null || !ENCODED.matcher(password).matches()) {
                throw new IllegalArgumentException("an account password must be a hash with its encoder id, such as"
                        + " {bcrypt}$2a$10$... (plain and {noop} passwords are refused)");
            }
            if (role == null) {
                throw new IllegalArgumentException("an account needs a role: PHARMACIST, TECHNICIAN, PRIVACY_OFFICER"
                        + " or ADMINISTRATOR");
            }
        }

        @Override
        public String toString() {
            return "Account[password=[hidden], role=" + role + "]";
        }
    }
}
