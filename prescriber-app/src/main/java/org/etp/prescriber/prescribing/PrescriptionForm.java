package org.etp.prescriber.prescribing;

import java.util.ArrayList;
import java.util.List;
import org.etp.ac.prescription.NhsNumber;

/**
 * What the prescription page posts, as typed. Nothing here is trusted: {@link PrescriptionFormReader}
 * turns it into a {@link PrescriptionDraft} or into messages beside the fields. The form's one-time token
 * ({@link FormTokens}) comes with it, and after a warning of an earlier prescription
 * ({@link LivePrescriptions}) the prescriber's answer: sign anyway, or replace (cancel) the earlier one.
 */
public class PrescriptionForm {

    private String nhsNumber;
    private String givenName;
    private String familyName;
    private String birthDate;
    private String addressLine1;
    private String addressLine2;
    private String town;
    private String postcode;
    private List<ItemRow> items = new ArrayList<>(List.of(new ItemRow()));
    private String type = "ACUTE";
    private String pharmacy;
    private String format;
    private String algorithm;
    private String formToken;
    private boolean signAnyway;
    private String replace;

    /** One item row: the product picked, how much, and the dosage instructions. */
    public static class ItemRow {

        private String dmdCode;
        private String quantity;
        private String dosage;
        private String confirmedQuantity;

        public ItemRow() {
        }

        public ItemRow(String dmdCode, String quantity, String dosage) {
            this.dmdCode = dmdCode;
            this.quantity = quantity;
            this.dosage = dosage;
        }

        boolean isBlank() {
            return blank(dmdCode) && blank(quantity) && blank(dosage);
        }

        public String getDmdCode() { return dmdCode; }
        public void setDmdCode(String dmdCode) { this.dmdCode = dmdCode; }
        public String getQuantity() { return quantity; }
        public void setQuantity(String quantity) { this.quantity = quantity; }
        public String getDosage() { return dosage; }
        public void setDosage(String dosage) { this.dosage = dosage; }
        /** The quantity the prescriber confirmed after a warning ({@link Plausibility}); a changed one is asked again. */
        public String getConfirmedQuantity() { return confirmedQuantity; }
        public void setConfirmedQuantity(String confirmedQuantity) { this.confirmedQuantity = confirmedQuantity; }
    }

    static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    public String getNhsNumber() { return nhsNumber; }
    /** Kept as the NHS writes it, 3-3-4 spaced, however it was typed, so the form shows it so when it comes back. */
    public void setNhsNumber(String nhsNumber) { this.nhsNumber = NhsNumber.spaced(nhsNumber); }
    public String getGivenName() { return givenName; }
    public void setGivenName(String givenName) { this.givenName = givenName; }
    public String getFamilyName() { return familyName; }
    public void setFamilyName(String familyName) { this.familyName = familyName; }
    public String getBirthDate() { return birthDate; }
    public void setBirthDate(String birthDate) { this.birthDate = birthDate; }
    public String getAddressLine1() { return addressLine1; }
    public void setAddressLine1(String addressLine1) { this.addressLine1 = addressLine1; }
    public String getAddressLine2() { return addressLine2; }
    public void setAddressLine2(String addressLine2) { this.addressLine2 = addressLine2; }
    public String getTown() { return town; }
    public void setTown(String town) { this.town = town; }
    public String getPostcode() { return postcode; }
    public void setPostcode(String postcode) { this.postcode = postcode; }
    public List<ItemRow> getItems() { return items; }
    public void setItems(List<ItemRow> items) { this.items = items == null ? new ArrayList<>() : items; }
    public String getType() { return type; }
    public void setType(String type) { this.type = type; }
    public String getPharmacy() { return pharmacy; }
    public void setPharmacy(String pharmacy) { this.pharmacy = pharmacy; }
    public String getFormat() { return format; }
    public void setFormat(String format) { this.format = format; }
    public String getAlgorithm() { return algorithm; }
    public void setAlgorithm(String algorithm) { this.algorithm = algorithm; }
    public String getFormToken() { return formToken; }
    public void setFormToken(String formToken) { this.formToken = formToken; }
    public boolean isSignAnyway() { return signAnyway; }
    public void setSignAnyway(boolean signAnyway) { this.signAnyway = signAnyway; }
    /** The ID of the earlier prescription to cancel before this one is signed; null for none. */
    public String getReplace() { return replace; }
    public void setReplace(String replace) { this.replace = replace; }
}
