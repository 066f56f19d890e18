package org.etp.prescriber.prescribing;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.etp.ac.codec.WireFormat;
import org.etp.ac.prescription.Address;
import org.etp.ac.prescription.Item;
import org.etp.ac.prescription.NhsNumber;
import org.etp.ac.prescription.Patient;
import org.etp.ac.prescription.Prescription;
import org.etp.ac.prescription.PrescriptionType;
import org.etp.ac.prescription.Quantity;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.prescriber.account.PrescriberAccount;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.formulary.Product;
import org.etp.prescriber.transport.Pharmacies;
import org.etp.prescriber.transport.PharmacyProperties.Pharmacy;
import org.springframework.stereotype.Component;
import org.springframework.validation.Errors;

/**
 * Reads a posted prescription form into a draft, or into messages beside the offending fields. Blank item
 * rows are ignored; one to {@value Prescription#MAX_ITEMS} filled rows are required.
 */
@Component
class PrescriptionFormReader {

    /** The form's value for "no nomination". */
    static final String NO_NOMINATION = "none";

    private final Formulary formulary;
    private final Pharmacies pharmacies;
    private final Clock clock;

    PrescriptionFormReader(Formulary formulary, Pharmacies pharmacies, Clock clock) {
        this.formulary = formulary;
        this.pharmacies = pharmacies;
        this.clock = clock;
    }

    Optional<PrescriptionDraft> read(PrescriptionForm form, PrescriberAccount account, Errors errors) {
        FieldErrors fields = new FieldErrors(errors);
        Patient patient = patient(form, fields);
        List<Item> items = items(form, fields);
        PrescriptionType type = fields.attempt("type", () -> PrescriptionType.valueOf(required(form.getType(), "type")));
        boolean nominated = !NO_NOMINATION.equals(form.getPharmacy());
        // No nomination: the token goes to any pharmacy, and the prescription to the first configured one.
        Pharmacy pharmacy = fields.attempt("pharmacy", () -> (nominated ? pharmacies.find(form.getPharmacy())
                : pharmacies.all().stream().findFirst()).orElseThrow(
                () -> new IllegalArgumentException("choose the patient's nominated pharmacy, or no nomination")));
        WireFormat format = fields.attempt("format", () -> WireFormat.fromId(required(form.getFormat(), "form")));
        SignatureAlgorithm algorithm = fields.attempt("algorithm", () -> held(account, form.getAlgorithm()));
        if (fields.hasErrors()) {
            return Optional.empty();
        }
        return Optional.of(new PrescriptionDraft(patient, items, type, pharmacy, nominated, format, algorithm));
    }

    private Patient patient(PrescriptionForm form, FieldErrors fields) {
        NhsNumber nhsNumber = fields.attempt("nhsNumber",
                () -> new NhsNumber(required(form.getNhsNumber(), "NHS number").replaceAll("[\\s-]", "")));
        LocalDate birthDate = fields.attempt("birthDate", () -> birthDate(form.getBirthDate()));
        List<String> lines = Stream.of(form.getAddressLine1(), form.getAddressLine2(), form.getTown())
                .filter(line -> !PrescriptionForm.blank(line)).toList();
        Address address = fields.attempt(message -> message.startsWith("postcode") ? "postcode" : "addressLine1",
                () -> new Address(lines(lines), form.getPostcode()));
        fields.attempt("givenName", () -> required(form.getGivenName(), "given name"));
        fields.attempt("familyName", () -> required(form.getFamilyName(), "family name"));
        if (nhsNumber == null || birthDate == null || address == null || fields.hasErrors()) {
            return null;
        }
        return fields.attempt(message -> message.startsWith("family") ? "familyName"
                        : message.startsWith("date") ? "birthDate" : "givenName",
                () -> new Patient(nhsNumber, form.getGivenName(), form.getFamilyName(), birthDate, address));
    }

    private List<Item> items(PrescriptionForm form, FieldErrors fields) {
        List<Item> items = new ArrayList<>();
        int filled = 0;
        for (int i = 0; i < form.getItems().size(); i++) {
            PrescriptionForm.ItemRow row = form.getItems().get(i);
            if (row == null || row.isBlank()) {
                continue;
            }
            filled++;
            String path = "items[" + i + "].";
            Product product = fields.attempt(path + "dmdCode", () -> formulary.resolve(row.getDmdCode()).orElseThrow(
                    () -> new IllegalArgumentException("pick a medicine from the list")));
            if (product == null) {
                continue;
            }
            Quantity quantity = fields.attempt(path + "quantity", () -> quantity(row.getQuantity(), product.unit()));
            if (quantity != null) {
                items.add(fields.attempt(path + "dosage",
                        () -> product.item(quantity, oneLine(required(row.getDosage(), "dosage instructions")))));
            }
        }
        if (filled == 0) {
            fields.reject("items", "Pick at least one medicine.");
        } else if (filled > Prescription.MAX_ITEMS) {
            fields.reject("items", "A prescription holds at most " + Prescription.MAX_ITEMS + " items; remove "
                    + (filled - Prescription.MAX_ITEMS) + ".");
        }
        return items;
    }

    private static List<String> lines(List<String> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("address is required: at least its first line");
        }
        return lines;
    }

    private LocalDate birthDate(String text) {
        LocalDate date;
        try {
            date = LocalDate.parse(required(text, "date of birth").strip());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("date of birth must be a date such as 1970-01-31", e);
        }
        // today where the app runs, as it was before the clock was shared
        if (date.isAfter(LocalDate.now(clock.withZone(ZoneId.systemDefault())))) {
            throw new IllegalArgumentException("date of birth must not be in the future");
        }
        return date;
    }

    private static SignatureAlgorithm held(PrescriberAccount account, String id) {
        SignatureAlgorithm algorithm = SignatureAlgorithm.fromId(required(id, "signature algorithm"));
        if (!account.holds(algorithm)) {
            throw new IllegalArgumentException("you hold no " + algorithm.id() + " key");
        }
        return algorithm;
    }

    private static String required(String value, String field) {
        if (PrescriptionForm.blank(value)) {
            throw new IllegalArgumentException(field + " is required");
        }
        return value.strip();
    }

    private static final Pattern WHOLE = Pattern.compile("[0-9]{1,6}");
    private static final Pattern MEASURED = Pattern.compile("[0-9]{1,6}(\\.[0-9]{1,3})?");
    private static final Pattern LINE_BREAKS = Pattern.compile("\\s*[\\r\\n]+\\s*");

    /**
     * Digits only: a countable unit (tablet, capsule, dose: {@link Units}) is a whole number, 1.5 tablets refused
     * rather than rounded; a measured one (ml, g) may have up to three decimals. {@code 1e3}, {@code +5} and
     * {@code 1,000} are refused, never read as numbers.
     */
    private static Quantity quantity(String text, String unit) {
        String value = required(text, "quantity");
        if (Units.countable(unit) && !WHOLE.matcher(value).matches()) {
            throw new IllegalArgumentException("a quantity of " + unit + "s is a whole number in digits, such as 28");
        }
        if (!MEASURED.matcher(value).matches()) {
            throw new IllegalArgumentException("quantity must be a number in digits, such as 100 or 2.5");
        }
        return Quantity.of(value, unit);
    }

    /** A dosage typed or pasted over several lines is signed as one line: each line break becomes a space. */
    private static String oneLine(String dosage) {
        return LINE_BREAKS.matcher(dosage).replaceAll(" ");
    }
}
