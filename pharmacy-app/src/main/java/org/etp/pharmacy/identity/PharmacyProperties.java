package org.etp.pharmacy.identity;

import java.util.regex.Pattern;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.pharmacy.*}: who this pharmacy is.
 *
 * @param odsCode the pharmacy's ODS code; prescriptions nominated to another code are refused at intake
 *                ({@code WRONG_PHARMACY}). The default, {@code FA123}, is the demo pharmacy.
 */
@ConfigurationProperties("etp.pharmacy")
public record PharmacyProperties(@DefaultValue("FA123") String odsCode) {

    private static final Pattern ODS = Pattern.compile("[A-Z0-9]{3,6}");

    public PharmacyProperties {
        if (odsCode == null || !ODS.matcher(odsCode).matches()) {
            throw new IllegalArgumentException("etp.pharmacy.ods-code must be 3 to 6 upper-case letters or digits");
        }
    }

    /** Whether a prescription nominated to {@code nominated} is nominated to this pharmacy. */
    public boolean isThisPharmacy(String nominated) {
        return odsCode.equals(nominated);
    }
}
