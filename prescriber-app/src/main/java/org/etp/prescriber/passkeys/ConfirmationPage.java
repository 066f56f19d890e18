package org.etp.prescriber.passkeys;

import java.util.Base64;
import java.util.HexFormat;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/**
 * What a page that asks for a passkey assertion gives the browser ({@code fragments :: passkey-form},
 * {@code /js/confirm.js}): the challenge, this prescriber's credential IDs and the relying party's ID; and the
 * challenge in hex, as the page shows it.
 */
@Component
public class ConfirmationPage {

    private final Passkeys passkeys;
    private final String rpId;

    ConfirmationPage(Passkeys passkeys, PasskeyProperties properties) {
        this.passkeys = passkeys;
        this.rpId = properties.rpId();
    }

    /** Puts into {@code model} what the page needs to ask {@code username}'s passkey to sign {@code challenge}. */
    public void ask(Model model, String username, byte[] challenge) {
        model.addAttribute("challenge", Base64.getUrlEncoder().withoutPadding().encodeToString(challenge));
        model.addAttribute("challengeHex", HexFormat.of().formatHex(challenge));
        model.addAttribute("credentialIds", String.join(" ", passkeys.of(username).stream()
                .map(Passkey::credentialId).toList()));
        model.addAttribute("rpId", rpId);
    }
}
