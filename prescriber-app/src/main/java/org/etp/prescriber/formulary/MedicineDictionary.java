package org.etp.prescriber.formulary;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The {@code medicine} table: the products of the dm+d releases imported and of the site's list. It owns the rows;
 * the import writes through {@link #save}, the site's values through {@link #setSiteValues}, and the form and the
 * search read through {@link #find} and {@link #search}, which offer only valid, prescribable products.
 */
@Repository
public class MedicineDictionary {

    private static final String COLUMNS = "dmd_code, kind, name, unit, usual_quantity, usual_dosage, max_quantity";

    private final JdbcTemplate jdbc;

    MedicineDictionary(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Product> find(String dmdCode) {
        return jdbc.query("SELECT " + COLUMNS + " FROM medicine WHERE dmd_code = ? AND prescribable AND NOT invalid",
                MedicineDictionary::product, dmdCode).stream().findFirst();
    }

    /** The valid, prescribable products with exactly this name, in any case (two at most: enough to see a tie). */
    public List<Product> named(String name) {
        return jdbc.query("SELECT " + COLUMNS + " FROM medicine WHERE search_name = lower(?) AND prescribable"
                + " AND NOT invalid LIMIT 2", MedicineDictionary::product, name);
    }

    /**
     * Up to {@code limit} products whose name has a word beginning with each of the terms' words: those whose name
     * begins with the first word first, generic products (VMPs) before branded ones, then by name.
     */
    public List<Product> search(SearchTerms terms, int limit) {
        if (terms.isEmpty()) {
            return List.of();
        }
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM medicine WHERE prescribable AND NOT invalid");
        List<Object> parameters = new ArrayList<>();
        for (String pattern : terms.wordStartPatterns()) {
            sql.append(" AND search_name ~ ?");
            parameters.add(pattern);
        }
        sql.append(" ORDER BY search_name LIKE ? DESC, kind = 'AMP', name LIMIT ?");
        parameters.add(terms.firstWordPrefix());
        parameters.add(limit);
        return jdbc.query(sql.toString(), MedicineDictionary::product, parameters.toArray());
    }

    /**
     * Adds or updates products as the release of {@code release} states them; the site's values are kept.
     */
    public void save(List<DictionaryEntry> entries, Instant release) {
        Timestamp at = Timestamp.from(release);
        jdbc.batchUpdate("INSERT INTO medicine (dmd_code, kind, name, unit, vmp_code, prescribable, invalid, imported_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dmd_code) DO UPDATE SET kind = excluded.kind,"
                + " name = excluded.name, unit = excluded.unit, vmp_code = excluded.vmp_code,"
                + " prescribable = excluded.prescribable, invalid = excluded.invalid, imported_at = excluded.imported_at",
                entries, entries.size(), (statement, entry) -> {
                    statement.setString(1, entry.dmdCode());
                    statement.setString(2, entry.kind().name());
                    statement.setString(3, entry.name());
                    statement.setString(4, entry.unit());
                    statement.setString(5, entry.vmpCode());
                    statement.setBoolean(6, entry.prescribable());
                    statement.setBoolean(7, entry.invalid());
                    statement.setTimestamp(8, at);
                });
    }

    /** Marks invalid every imported product that the release of {@code release} no longer holds; returns how many. */
    public int markGoneBefore(Instant release) {
        return jdbc.update("UPDATE medicine SET invalid = true WHERE imported_at < ? AND NOT invalid",
                Timestamp.from(release));
    }

    /**
     * The site's product: added when no release holds it, and its usual quantity, dosage and maximum set either way.
     * The name and unit of a product a release holds stay the release's.
     */
    public void setSiteValues(Product product) {
        jdbc.update("INSERT INTO medicine (dmd_code, kind, name, unit, usual_quantity, usual_dosage, max_quantity)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dmd_code) DO UPDATE SET"
                + " usual_quantity = excluded.usual_quantity, usual_dosage = excluded.usual_dosage,"
                + " max_quantity = excluded.max_quantity",
                product.dmdCode(), product.kind().name(), product.name(), product.unit(),
                product.usualQuantity() == null ? null : new BigDecimal(product.usualQuantity()),
                product.usualDosage(), product.maxQuantity());
    }

    /** How many valid, prescribable products the dictionary offers. */
    public int offered() {
        Integer count = jdbc.queryForObject("SELECT count(*) FROM medicine WHERE prescribable AND NOT invalid",
                Integer.class);
        return count == null ? 0 : count;
    }

    private static Product product(ResultSet row, int n) throws SQLException {
        BigDecimal usual = row.getBigDecimal("usual_quantity");
        return new Product(row.getString("dmd_code"), Product.Kind.valueOf(row.getString("kind")), row.getString("name"),
                row.getString("unit"), usual == null ? null : usual.stripTrailingZeros().toPlainString(),
                row.getString("usual_dosage"), row.getBigDecimal("max_quantity"));
    }
}
