package org.etp.prescriber.account;

import org.etp.ac.codec.WireFormat;
import org.etp.ac.signing.SignatureAlgorithm;

/** A prescriber's defaults for a new prescription: the form it is issued in and the signature algorithm. */
public record PrescriberSettings(WireFormat format, SignatureAlgorithm algorithm) {

    public PrescriberSettings {
        if (format == null || algorithm == null) {
            throw new IllegalArgumentException("settings need a form and an algorithm");
        }
    }
}
