package org.etp.prescriber.transport;

import java.io.IOException;

/** Opens connections to pharmacies' intakes. */
public interface IntakeConnector {

    IntakeLink connect(PharmacyProperties.Pharmacy pharmacy) throws IOException;
}
