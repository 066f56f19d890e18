package org.etp.pharmacy.counter;

import java.math.BigDecimal;

/** An item as prescribed, with what has been supplied of it (null quantities until it is dispensed). */
public record PrescribedItem(int number, String dmdCode, String name, BigDecimal quantity, String unit, String dosage,
        BigDecimal supplied, String notDispensedReason) {

    public boolean dispensed() {
        return supplied != null;
    }

    public String notDispensedLabel() {
        return notDispensedReason == null ? null : NotDispensedReason.valueOf(notDispensedReason).label();
    }
}
