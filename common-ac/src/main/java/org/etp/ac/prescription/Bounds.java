package org.etp.ac.prescription;

/**
 * How large a received certificate may grow: the bytes of its encoded form and the entries of an audit
 * record's status history. {@link #PRODUCTION} is what every verifier holds messages to unless it is told
 * otherwise, and nothing that serves messages is told otherwise; larger bounds exist for one purpose, to
 * measure how the engines scale with the size of a document (the size sweep after seed 002), and are made
 * only there. The value records themselves hold only the {@linkplain #CEILING_STATUS_HISTORY ceiling} that
 * no bounds may pass.
 *
 * @param maxStatusHistory the most status changes an audit record may carry
 * @param maxDocumentBytes the most bytes an encoded XML certificate may have (the wire's frame bound for
 *                         production)
 */
public record Bounds(int maxStatusHistory, int maxDocumentBytes) {

    /** The most status changes any bounds allow: the largest size the sweep measures. */
    public static final int CEILING_STATUS_HISTORY = 10_000;
    /** The most bytes any bounds allow: a document of the ceiling's status changes, with room to spare. */
    public static final int CEILING_DOCUMENT_BYTES = 16 << 20;

    /** The bounds of service: 32 status changes, 1 MiB documents, as the ASN.1 module and the wire say. */
    public static final Bounds PRODUCTION = new Bounds(32, 1 << 20);

    public Bounds {
        if (maxStatusHistory < 1 || maxStatusHistory > CEILING_STATUS_HISTORY) {
            throw new IllegalArgumentException("the status history bound must be 1 to " + CEILING_STATUS_HISTORY
                    + ", not " + maxStatusHistory);
        }
        if (maxDocumentBytes < 1 || maxDocumentBytes > CEILING_DOCUMENT_BYTES) {
            throw new IllegalArgumentException("the document bound must be 1 to " + CEILING_DOCUMENT_BYTES
                    + " bytes, not " + maxDocumentBytes);
        }
    }

    /**
     * Checks {@code content} against these bounds.
     *
     * @throws IllegalArgumentException naming the field that is too large
     */
    public void check(CertificateContent content) {
        if (content instanceof AuditRecord audit) {
            Check.list(audit.statusHistory(), "status history", 1, maxStatusHistory);
        }
    }
}
