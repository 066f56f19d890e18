package org.etp.prescriber.account;

import java.security.Principal;
import java.util.Optional;
import org.etp.prescriber.signing.SigningCertificates;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * Tells a signed-in prescriber on every page, from the first one after sign-in, when a signing certificate
 * of theirs may not sign ({@code certificateProblem}, shown by the page's banner), so that nobody writes a
 * prescription only to have it refused.
 */
@ControllerAdvice
class CertificateNotice {

    private final PrescriberAccounts accounts;
    private final SigningCertificates certificates;

    CertificateNotice(PrescriberAccounts accounts, SigningCertificates certificates) {
        this.accounts = accounts;
        this.certificates = certificates;
    }

    @ModelAttribute("certificateProblem")
    String certificateProblem(Principal principal) {
        if (principal == null) {
            return null;
        }
        Optional<PrescriberAccount> account = accounts.find(principal.getName());
        return account.flatMap(found -> found.algorithms().stream().sorted()
                .map(algorithm -> certificates.problem(found.prescriberId(algorithm)))
                .flatMap(Optional::stream).findFirst()).orElse(null);
    }
}
