package org.etp.ac.xml;

import java.util.Set;
import javax.xml.XMLConstants;

/**
 * The names of the XML form: its namespace, the element names that mirror the ASN.1 module, and the
 * XML-DSig URIs of the one signature profile ETP allows.
 */
final class XmlNames {

    /** The namespace the ASN.1 module names for the XML form, under the project's UUID OID arc. */
    static final String NS = "urn:oid:2.25.233111221801961609344769738297214442705.3.1";
    static final String DS = "http://www.w3.org/2000/09/xmldsig#";
    static final String XMLNS = XMLConstants.XMLNS_ATTRIBUTE_NS_URI;

    static final String EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
    static final String ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
    static final String SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";
    /** Digests a received Reference may use; SHA-1 and MD5 are absent on purpose. */
    static final Set<String> ALLOWED_DIGESTS = Set.of(SHA256, "http://www.w3.org/2001/04/xmldsig-more#sha384",
            "http://www.w3.org/2001/04/xmlenc#sha512");
    /** Transforms a received Reference may name at all; which order is required is a separate check. */
    static final Set<String> ALLOWED_TRANSFORMS = Set.of(ENVELOPED, EXC_C14N);

    // the RFC 5755 envelope
    static final String ATTRIBUTE_CERTIFICATE = "AttributeCertificate";
    static final String HOLDER = "Holder";
    static final String NHS_NUMBER = "NhsNumber";
    static final String NAME = "Name";
    static final String ISSUER = "Issuer";
    static final String BASE_CERTIFICATE_ID = "BaseCertificateID";
    static final String ISSUER_NAME = "IssuerName";
    static final String SERIAL = "Serial";
    static final String SERIAL_NUMBER = "SerialNumber";
    static final String VALIDITY = "Validity";
    static final String NOT_BEFORE = "NotBefore";
    static final String NOT_AFTER = "NotAfter";
    static final String ATTRIBUTE = "Attribute";

    // the four attribute values, named after their ASN.1 types; their components keep the module's identifiers
    static final String CHARGE_EXEMPTION = "ChargeExemption";
    static final String PRESCRIPTION = "Prescription";
    static final String AUDIT_RECORD = "AuditRecord";
    static final String CANCELLATION = "Cancellation";

    // XML-DSig elements
    static final String SIGNATURE = "Signature";
    static final String SIGNED_INFO = "SignedInfo";
    static final String CANONICALIZATION_METHOD = "CanonicalizationMethod";
    static final String SIGNATURE_METHOD = "SignatureMethod";
    static final String REFERENCE = "Reference";
    static final String TRANSFORMS = "Transforms";
    static final String TRANSFORM = "Transform";
    static final String DIGEST_METHOD = "DigestMethod";
    static final String DIGEST_VALUE = "DigestValue";
    static final String SIGNATURE_VALUE = "SignatureValue";
    static final String KEY_INFO = "KeyInfo";
    static final String X509_DATA = "X509Data";
    static final String X509_CERTIFICATE = "X509Certificate";
    static final String ALGORITHM = "Algorithm";
    static final String URI = "URI";

    private XmlNames() {
    }
}
