package org.etp.ac.sample;

import java.util.List;
import org.etp.ac.prescription.Organisation;

/** The word lists samples are drawn from. Medicines carry their dm+d VMP codes. */
final class SampleData {

    record Medicine(String dmdCode, String name, String unit, List<Integer> packSizes, String dosage) {
    }

    record Town(String name, String postcodeArea) {
    }

    static final List<Medicine> MEDICINES = List.of(
            new Medicine("323509004", "Amoxicillin 500mg capsules", "capsule", List.of(15, 21),
                    "One capsule three times a day for 7 days"),
            new Medicine("322236009", "Paracetamol 500mg tablets", "tablet", List.of(32, 100),
                    "One or two tablets up to four times a day when required; at least 4 hours between doses"),
            new Medicine("320000009", "Atorvastatin 20mg tablets", "tablet", List.of(28, 56),
                    "One tablet once a day at night"),
            new Medicine("318906001", "Ramipril 5mg capsules", "capsule", List.of(28, 56),
                    "One capsule once a day"),
            new Medicine("321950006", "Sertraline 50mg tablets", "tablet", List.of(28, 56),
                    "One tablet once a day in the morning"));

    static final List<Organisation> PHARMACIES = List.of(
            new Organisation("FA123", "Riverside Pharmacy"),
            new Organisation("FCK42", "Market Street Chemist"),
            new Organisation("FWD07", "Hillside Community Pharmacy"));

    /** The pharmacy {@code odsCode}: one of the sample pharmacies by name, or another one named by its code. */
    static Organisation pharmacy(String odsCode) {
        return PHARMACIES.stream().filter(p -> p.odsCode().equals(odsCode)).findFirst()
                .orElseGet(() -> new Organisation(odsCode, "Pharmacy " + odsCode));
    }

    static final List<String> GIVEN_NAMES = List.of("Olivia", "Amelia", "Isla", "Ava", "Noah", "Oliver", "George",
            "Arthur", "Muhammad", "Leo", "Priya", "Siobhan", "Dafydd", "Zofia", "Chidi", "Mei");

    static final List<String> FAMILY_NAMES = List.of("Smith", "Jones", "Williams", "Taylor", "Brown", "Davies",
            "Evans", "Patel", "Khan", "O'Neill", "Nowak", "Okafor", "Wright", "Thompson", "Hughes", "Chen");

    static final List<String> STREETS = List.of("High Street", "Station Road", "Church Lane", "Victoria Road",
            "Mill Lane", "Park Avenue", "Queen's Road", "Green Lane");

    static final List<Town> TOWNS = List.of(new Town("Salford", "M5"), new Town("Leeds", "LS6"),
            new Town("Bristol", "BS7"), new Town("Cardiff", "CF14"), new Town("Norwich", "NR2"),
            new Town("York", "YO31"));

    private SampleData() {
    }
}
