package org.etp.prescriber.passkeys;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code etp.signing.passkey}: whether each signature is confirmed with a passkey; {@code required} unless set. */
@ConfigurationProperties("etp.signing")
public record SigningConfirmation(PasskeyRule passkey) {

    public SigningConfirmation {
        if (passkey == null) {
            passkey = PasskeyRule.REQUIRED;
        }
    }
}
