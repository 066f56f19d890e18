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
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.Resource;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The medicines a prescriber picks from: the {@link MedicineDictionary} (the dm+d releases imported, and the site's
 * list) and the site's list itself, kept as data ({@code formulary.json} beside this class) with the usual quantity
 * and dosage the site sets, checked when loaded: every entry valid, no dm+d code twice. Without a dictionary (unit
 * tests) it offers the site's list alone. Thread-safe.
 */
@Component
public class Formulary {

    static final String RESOURCE = "org/etp/prescriber/formulary/formulary.json";

    private final Map<String, Product> products;
    private final MedicineDictionary dictionary;

    /** The site's list alone. */
    public Formulary() {
        this(new ClassPathResource(RESOURCE), null);
    }

    @Autowired
    Formulary(MedicineDictionary dictionary) {
        this(new ClassPathResource(RESOURCE), dictionary);
    }

    Formulary(Resource source, MedicineDictionary dictionary) {
        this.products = load(source);
        this.dictionary = dictionary;
    }

    /** The site's list, by name. */
    public List<Product> products() {
        return products.values().stream().sorted(Comparator.comparing(Product::name)).toList();
    }

    /** The valid, prescribable product with this dm+d code: in the dictionary, or in the site's list without one. */
    public Optional<Product> find(String dmdCode) {
        if (dmdCode == null) {
            return Optional.empty();
        }
        return dictionary == null ? Optional.ofNullable(products.get(dmdCode)) : dictionary.find(dmdCode);
    }

    /**
     * The product a form's medicine field names: its dm+d code (what the search puts there), or its exact name in
     * any case, as typed without script. A name that several products share names none: the prescriber picks one.
     */
    public Optional<Product> resolve(String typed) {
        if (typed == null || typed.isBlank()) {
            return Optional.empty();
        }
        String text = typed.trim().replaceAll("\\s+", " ");
        if (text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return find(text);
        }
        List<Product> named = dictionary != null ? dictionary.named(text)
                : products.values().stream().filter(p -> p.name().equalsIgnoreCase(text)).toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /** What the medicine field shows for what it holds: the product's name, or the text as typed. */
    public String nameOf(String typed) {
        return resolve(typed).map(Product::name).orElse(typed == null ? "" : typed);
    }

    /** The dm+d code of the product the field names, or "" for none. */
    public String codeOf(String typed) {
        return resolve(typed).map(Product::dmdCode).orElse("");
    }

    /** Writes the site's list into the dictionary: its products, with the usual values and maxima the site sets. */
    public void writeSiteValues() {
        if (dictionary != null) {
            products.values().forEach(dictionary::setSiteValues);
        }
    }

    /** What a quantity of this product counts, in the plural ({@code tablets}), as shown beside the input; "" for none. */
    public String unitsOf(String dmdCode) {
        return resolve(dmdCode).map(product -> product.unit() + "s").orElse("");
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
