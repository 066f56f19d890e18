package org.etp.prescriber.transport;

import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The configured pharmacies, found by ODS code. */
@Component
public class Pharmacies {

    private final List<PharmacyProperties.Pharmacy> pharmacies;

    Pharmacies(PharmacyProperties properties) {
        this.pharmacies = properties.pharmacies();
    }

    public List<PharmacyProperties.Pharmacy> all() {
        return pharmacies;
    }

    public Optional<PharmacyProperties.Pharmacy> find(String odsCode) {
        return pharmacies.stream().filter(p -> p.odsCode().equals(odsCode)).findFirst();
    }
}
