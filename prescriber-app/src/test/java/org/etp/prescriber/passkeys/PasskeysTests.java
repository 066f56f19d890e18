package org.etp.prescriber.passkeys;

import static org.assertj.core.api.Assertions.assertThat;

import org.etp.prescriber.support.SoftwarePasskey;
import org.junit.jupiter.api.Test;
import org.springframework.security.web.webauthn.management.MapPublicKeyCredentialUserEntityRepository;
import org.springframework.security.web.webauthn.management.MapUserCredentialRepository;

/** When a prescriber's signature is confirmed with a passkey, and when they must register one first. */
class PasskeysTests {

    private final MapPublicKeyCredentialUserEntityRepository users = new MapPublicKeyCredentialUserEntityRepository();
    private final MapUserCredentialRepository credentials = new MapUserCredentialRepository();

    @Test
    void requiredMeansEverySignatureIsConfirmedAndAPrescriberWithoutAPasskeyMustRegisterOne() {
        Passkeys passkeys = passkeys(PasskeyRule.REQUIRED);
        SoftwarePasskey.create("localhost").registerFor("hart", "Surgery laptop", users, credentials);

        assertThat(passkeys.confirms("okafor")).isTrue();
        assertThat(passkeys.missing("okafor")).isTrue();
        assertThat(passkeys.confirms("hart")).isTrue();
        assertThat(passkeys.missing("hart")).isFalse();
    }

    @Test
    void ifRegisteredConfirmsOnlyThoseWithAPasskeyAndAsksNoOneToRegister() {
        Passkeys passkeys = passkeys(PasskeyRule.IF_REGISTERED);
        SoftwarePasskey.create("localhost").registerFor("hart", "Surgery laptop", users, credentials);

        assertThat(passkeys.confirms("okafor")).isFalse();
        assertThat(passkeys.missing("okafor")).isFalse();
        assertThat(passkeys.confirms("hart")).isTrue();
        assertThat(passkeys.of("hart")).singleElement().extracting(Passkey::label).isEqualTo("Surgery laptop");
    }

    @Test
    void requiredIsTheDefault() {
        assertThat(new SigningConfirmation(null).passkey()).isEqualTo(PasskeyRule.REQUIRED);
    }

    private Passkeys passkeys(PasskeyRule rule) {
        return new Passkeys(users, credentials, null, new SigningConfirmation(rule));
    }
}
