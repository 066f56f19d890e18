package org.etp.prescriber.account;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code etp.accounts.<username>.*}: who may sign in, with a password hash in the
 * {@code DelegatingPasswordEncoder} form ({@code {bcrypt}$2a$...}), and the PKI prescriber ids
 * ({@code etp.pki.dir}) the account signs with, one per algorithm. None are configured by default; the
 * {@code demo} profile adds the demo prescribers.
 */
@ConfigurationProperties("etp")
public record AccountProperties(Map<String, Account> accounts) {

    private static final Pattern USERNAME = Pattern.compile("[a-z][a-z0-9._-]{0,63}");

    public AccountProperties {
        accounts = accounts == null ? Map.of() : Map.copyOf(accounts);
        accounts.keySet().forEach(username -> {
            if (!USERNAME.matcher(username).matches()) {
                throw new IllegalArgumentException("etp.accounts: a username is lower-case letters, digits, '.', '_'"
                        + " or '-', not '" + username + "'");
            }
        });
    }

    /** One account: its password hash and the prescriber ids it signs with. */
    public record Account(String password, List<String> prescriberIds) {

        private static final Pattern ENCODED = Pattern.compile("\\{(bcrypt|argon2@SpringSecurity_v5_8|"
                + "pbkdf2@SpringSecurity_v5_8|scrypt@SpringSecurity_v5_8)}\\S+");

        public Account {
            if (password == null || !ENCODED.matcher(password).matches()) {
                throw new IllegalArgumentException("an account password must be a hash with its encoder id, such as"
                        + " {bcrypt}$2a$10$... (plain and {noop} passwords are refused)");
            }
            if (prescriberIds == null || prescriberIds.isEmpty()) {
                throw new IllegalArgumentException("an account needs at least one prescriber id (prescriber-ids)");
            }
            prescriberIds = List.copyOf(prescriberIds);
        }

        @Override
        public String toString() {
            return "Account[password=[hidden], prescriberIds=" + prescriberIds + "]";
        }
    }
}
