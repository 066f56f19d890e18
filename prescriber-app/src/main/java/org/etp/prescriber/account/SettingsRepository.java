package org.etp.prescriber.account;

import java.util.List;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Each prescriber's settings. A prescriber without saved settings, or whose saved algorithm they no
 * longer hold a key for, gets DER and their preferred algorithm.
 */
@Component
public class SettingsRepository {

    private final JdbcTemplate jdbc;

    SettingsRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public PrescriberSettings settingsOf(PrescriberAccount account) {
        List<PrescriberSettings> saved = jdbc.query(
                "SELECT default_format, default_algorithm FROM prescriber_settings WHERE username = ?",
                (row, n) -> new PrescriberSettings(WireFormat.valueOf(row.getString(1)),
                        SignatureAlgorithm.fromId(row.getString(2))), account.username());
        if (saved.isEmpty() || !account.holds(saved.get(0).algorithm())) {
            return new PrescriberSettings(WireFormat.DER, account.preferredAlgorithm());
        }
        return saved.get(0);
    }

    public void save(PrescriberAccount account, PrescriberSettings settings) {
        if (!account.holds(settings.algorithm())) {
            throw new IllegalArgumentException(account.username() + " holds no " + settings.algorithm().id() + " key");
        }
        jdbc.update("INSERT INTO prescriber_settings (username, default_format, default_algorithm) VALUES (?, ?, ?)"
                + " ON CONFLICT (username) DO UPDATE SET default_format = excluded.default_format,"
                + " default_algorithm = excluded.default_algorithm, updated_at = now()",
                account.username(), settings.format().name(), settings.algorithm().id());
    }
}
