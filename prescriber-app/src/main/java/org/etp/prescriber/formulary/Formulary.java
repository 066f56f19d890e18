package org.etp.prescriber.formulary;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.etp.ac.prescription.Quantity;
import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.Resource;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The medicines a prescriber picks from, kept as data ({@code formulary.json} beside this class) and
 * checked when loaded: every entry valid, no dm+d code twice. Immutable and thread-safe.
 */
@Component
public class Formulary {

    static final String RESOURCE = "org/etp/prescriber/formulary/formulary.json";

    private final Map<String, Product> products;

    public Formulary() {
        this(new ClassPathResource(RESOURCE));
    }

    Formulary(Resource source) {
        this.products = load(source);
    }

    /** Every product, by name. */
    public List<Product> products() {
        return products.values().stream().sorted(Comparator.comparing(Product::name)).toList();
    }

    public Optional<Product> find(String dmdCode) {
        return dmdCode == null ? Optional.empty() : Optional.ofNullable(products.get(dmdCode));
    }

    /** What a quantity of this product counts, in the plural ({@code tablets}), as shown beside the input; "" for none. */
    public String unitsOf(String dmdCode) {
        return find(dmdCode).map(product -> product.unit() + "s").orElse("");
    }

    /** A prescribed quantity as a sentence says it: {@code 21 capsules}, {@code 1 capsule}. */
    public String quantity(Quantity quantity) {
        boolean one = quantity.value().compareTo(BigDecimal.ONE) == 0;
        return quantity.value().toPlainString() + " " + quantity.unit() + (one ? "" : "s");
    }

    private static Map<String, Product> load(Resource source) {
        Product[] entries;
        try (InputStream in = source.getInputStream()) {
            entries = JsonMapper.builder().build().readValue(in, Product[].class);
        } catch (IOException | JacksonException e) {
            throw new IllegalStateException("the formulary " + source + " could not be read: " + e.getMessage(), e);
        }
        Map<String, Product> byCode = new LinkedHashMap<>();
        for (Product product : entries) {
            if (byCode.put(product.dmdCode(), product) != null) {
                throw new IllegalStateException("the formulary lists dm+d code " + product.dmdCode() + " twice");
            }
        }
        if (byCode.isEmpty()) {
            throw new IllegalStateException("the formulary " + source + " is empty");
        }
        return Map.copyOf(byCode);
    }
}
