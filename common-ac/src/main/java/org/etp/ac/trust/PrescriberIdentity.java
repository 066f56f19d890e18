package org.etp.ac.trust;

import java.io.IOException;
import java.util.Locale;
import javax.security.auth.x500.X500Principal;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1String;
import org.bouncycastle.asn1.x500.RDN;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.X500NameBuilder;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.etp.ac.prescription.Organisation;
import org.etp.ac.prescription.Prescriber;
import org.etp.ac.prescription.PrescriberRole;

/**
 * Who a prescriber certificate names, and how: the subject
 * {@code C=GB, O=<organisation>, OU=<ODS code>, T=<role>, SERIALNUMBER=<registration>, CN=<name>}.
 * The subject is the issuer name of every attribute certificate the prescriber signs, and the
 * prescriber and organisation in a prescription must be the ones the subject names.
 */
public record PrescriberIdentity(Prescriber prescriber, Organisation organisation) {

    public PrescriberIdentity {
        if (prescriber == null || organisation == null) {
            throw new IllegalArgumentException("a prescriber identity needs a prescriber and an organisation");
        }
    }

    public X500Principal subject() {
        X500Name name = new X500NameBuilder(BCStyle.INSTANCE)
                .addRDN(BCStyle.C, "GB")
                .addRDN(BCStyle.O, organisation.name())
                .addRDN(BCStyle.OU, organisation.odsCode())
                .addRDN(BCStyle.T, prescriber.role().name())
                .addRDN(BCStyle.SERIALNUMBER, prescriber.registration())
                .addRDN(BCStyle.CN, prescriber.name())
                .build();
        try {
            return new X500Principal(name.getEncoded());
        } catch (IOException e) {
            throw new IllegalStateException("an X.500 name built in memory failed to encode", e);
        }
    }

    /**
     * Reads the identity back from a certificate subject.
     *
     * @throws IllegalArgumentException when the subject is not of the prescriber shape
     */
    public static PrescriberIdentity fromSubject(X500Principal subject) {
        X500Name name = X500Name.getInstance(subject.getEncoded());
        Prescriber prescriber = new Prescriber(single(name, BCStyle.CN, "CN"), single(name, BCStyle.SERIALNUMBER,
                "SERIALNUMBER"), PrescriberRole.valueOf(single(name, BCStyle.T, "T").toUpperCase(Locale.ROOT)));
        Organisation organisation = new Organisation(single(name, BCStyle.OU, "OU"), single(name, BCStyle.O, "O"));
        return new PrescriberIdentity(prescriber, organisation);
    }

    private static String single(X500Name name, ASN1ObjectIdentifier type, String label) {
        RDN[] rdns = name.getRDNs(type);
        if (rdns.length != 1 || rdns[0].isMultiValued()) {
            throw new IllegalArgumentException("a prescriber subject needs exactly one " + label);
        }
        if (!(rdns[0].getFirst().getValue() instanceof ASN1String text)) {
            throw new IllegalArgumentException("the " + label + " of a prescriber subject must be a string");
        }
        return text.getString();
    }
}
