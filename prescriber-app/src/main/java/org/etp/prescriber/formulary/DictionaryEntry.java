package org.etp.prescriber.formulary;

/**
 * A product as a dm+d release states it, without what the site sets: its code, kind, name (an AMP's with its
 * supplier), the unit its quantity counts, an AMP's generic product, whether it may be prescribed, and whether the
 * release marks it invalid.
 */
public record DictionaryEntry(String dmdCode, Product.Kind kind, String name, String unit, String vmpCode,
        boolean prescribable, boolean invalid) {

    public DictionaryEntry {
        // Checked as a product of the site list is: Verhoeff-checked code, name and unit within their limits.
        new Product(dmdCode, kind, name, unit, null, null);
    }
}
