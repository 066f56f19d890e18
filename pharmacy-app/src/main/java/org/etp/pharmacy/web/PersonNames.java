package org.etp.pharmacy.web;

import java.util.Locale;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import org.etp.ac.trust.Names;
import org.springframework.stereotype.Component;

/**
 * Who did something, as a person reads it: a prescriber the store names by certificate subject
 * ({@code CN=Dr Amelia Hart,SERIALNUMBER=GMC 7012345,TITLE=GENERAL_PRACTITIONER,…}) by their name and role in
 * words ({@code Dr Amelia Hart, general practitioner}); a counter account's username as it is. Templates call
 * {@code ${@persons.of(who)}}, and {@code ${@persons.subject(name)}} for whom a certificate names, in full.
 */
@Component("persons")
public class PersonNames {

    /** {@code who} in words; a text that is not a distinguished name with a common name is returned as it is. */
    public String of(String who) {
        if (who == null || !who.contains("=")) {
            return who;
        }
        String name = null;
        String role = null;
        try {
            for (Rdn rdn : new LdapName(who).getRdns()) {
                if ("CN".equalsIgnoreCase(rdn.getType())) {
                    name = rdn.getValue().toString();
                } else if ("TITLE".equalsIgnoreCase(rdn.getType())) {
                    role = rdn.getValue().toString().replace('_', ' ').toLowerCase(Locale.ROOT);
                }
            }
        } catch (InvalidNameException e) {
            return who;
        }
        if (name == null) {
            return who;
        }
        return role == null ? name : name + ", " + role;
    }

    /**
     * Whom a certificate names, in words and in full (the evidence, the chain to the trust anchor, an issuer):
     * {@code Dr Amelia Hart (GMC 7012345, general practitioner), Riverside Medical Practice (Y12345)}
     * ({@link Names#inWords}); null for none.
     */
    public String subject(String name) {
        return Names.inWords(name);
    }
}
