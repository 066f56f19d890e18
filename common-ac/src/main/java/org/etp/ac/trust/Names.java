package org.etp.ac.trust;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javax.naming.InvalidNameException;
import javax.naming.ldap.LdapName;
import javax.naming.ldap.Rdn;
import javax.security.auth.x500.X500Principal;
import org.etp.ac.support.BoundedMemo;

/**
 * Distinguished names as people read them, the one spelling on every page, message and stored row: RFC 2253
 * order and separators (as certificate tools print them), with a prescriber's registration and role spelled
 * out as {@code SERIALNUMBER} and {@code TITLE} where the JDK would print {@code 2.5.4.5=#13…}.
 *
 * <p>People read a name {@link #inWords in words}: {@code Dr Amelia Hart (GMC 7012345, general practitioner),
 * Riverside Medical Practice (Y12345)}; the RFC 2253 spelling is for logs, stored rows and certificate dumps.
 *
 * <p>For showing only. Trust decisions compare {@link X500Principal}s, never these strings; and the XML form
 * writes the role as {@code T}, the one keyword {@link X500Principal#X500Principal(String)} reads back.
 *
 * <p>The JDK spells a name anew at every call with keywords of our own, several microseconds, and the store
 * spells the signer of every message it keeps. The spelling of each principal object is therefore remembered
 * (by identity, not equality: two equal names may be spelt differently), up to {@value #CAPACITY} of them.
 */
public final class Names {

    static final int CAPACITY = 4096;

    private static final Map<String, String> KEYWORDS = Map.of("2.5.4.5", "SERIALNUMBER", "2.5.4.12", "TITLE");
    private static final BoundedMemo<ByIdentity<X500Principal>, String> SPELLED = new BoundedMemo<>(CAPACITY);

    private Names() {
    }

    public static String readable(X500Principal name) {
        return SPELLED.get(new ByIdentity<>(name), key -> key.value().getName(X500Principal.RFC2253, KEYWORDS));
    }

    /**
     * A distinguished name as a person reads it: the common name; for a prescriber, the registration and the
     * role in words after it; then the organisation with its unit (an ODS code):
     * {@code CN=Dr Amelia Hart,SERIALNUMBER=GMC 7012345,TITLE=GENERAL_PRACTITIONER,OU=Y12345,O=Riverside Medical
     * Practice,C=GB} reads {@code Dr Amelia Hart (GMC 7012345, general practitioner), Riverside Medical Practice
     * (Y12345)}, {@code CN=ETP Demo Root CA,O=ETP Demo,C=GB} reads {@code ETP Demo Root CA, ETP Demo}. A text that
     * is not a distinguished name (a counter account's username), or names neither a person nor an organisation,
     * is returned as it is.
     */
    public static String inWords(String name) {
        if (name == null || !name.contains("=")) {
            return name;
        }
        Map<String, String> values = new LinkedHashMap<>();
        try {
            for (Rdn rdn : new LdapName(name).getRdns()) {
                if (!(rdn.getValue() instanceof String value)) {
                    return name; // a value only in hex (#04…): nothing a person reads
                }
                values.putIfAbsent(keyword(rdn.getType()), value);
            }
        } catch (InvalidNameException notAName) {
            return name;
        }
        String common = values.get("CN");
        String organisation = values.get("O");
        String unit = values.get("OU");
        if (common == null && organisation == null) {
            return name;
        }
        StringBuilder words = new StringBuilder(common == null ? organisation : common);
        String registration = values.get("SERIALNUMBER");
        String role = values.get("TITLE");
        if (registration != null || role != null) {
            words.append(" (").append(registration == null ? "" : registration)
                    .append(registration != null && role != null ? ", " : "")
                    .append(role == null ? "" : role.replace('_', ' ').toLowerCase(Locale.ROOT)).append(')');
        }
        if (common != null && organisation != null) {
            words.append(", ").append(organisation);
        }
        if (unit != null) {
            words.append(" (").append(unit).append(')');
        }
        return words.toString();
    }

    /** The keyword of an attribute type however it was spelt: {@code T} and {@code 2.5.4.12} are {@code TITLE}. */
    private static String keyword(String type) {
        String upper = type.toUpperCase(Locale.ROOT);
        if (upper.startsWith("OID.")) {
            upper = upper.substring(4);
        }
        return switch (upper) {
            case "T", "2.5.4.12" -> "TITLE";
            case "2.5.4.5" -> "SERIALNUMBER";
            case "2.5.4.3" -> "CN";
            case "2.5.4.10" -> "O";
            case "2.5.4.11" -> "OU";
            default -> upper;
        };
    }

    /** How many spellings are remembered (for the tests of the bound). */
    static int remembered() {
        return SPELLED.size();
    }
}
