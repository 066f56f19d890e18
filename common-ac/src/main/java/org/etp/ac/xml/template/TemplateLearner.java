package org.etp.ac.xml.template;

import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.etp.ac.rejection.VerificationException;
import org.etp.ac.signing.SignatureAlgorithm;
import org.etp.ac.xml.CheckedDocument;
import org.etp.ac.xml.XmlTree;

/**
 * Learns a template from a document the DOM engine accepted with {@code key}. Nothing is taken on trust: the
 * template engine's own reading of the bytes ({@link TemplateScanner}) must be the DOM parser's tree; the slots
 * are exactly the texts the checks and the reader take as values (an element read as a container stays constant);
 * and the new template must serve the document it was learned from — match it, verify its digest and signature
 * over the canonical forms it writes, and read the same certificate the DOM engine read. Otherwise nothing is
 * learned.
 */
final class TemplateLearner {

    private static final String DS = "http://www.w3.org/2000/09/xmldsig#";
    private static final Map<String, String> DIGESTS = Map.of("http://www.w3.org/2001/04/xmlenc#sha256", "SHA-256",
            "http://www.w3.org/2001/04/xmldsig-more#sha384", "SHA-384", "http://www.w3.org/2001/04/xmlenc#sha512",
            "SHA-512");

    private TemplateLearner() {
    }

    /**
     * The template of {@code encoded} (of at most {@code maxDocumentBytes}, as the engine's bounds say), or
     * {@code null} when its shape cannot be served from one.
     */
    static Template learn(byte[] encoded, PublicKey key, int maxDocumentBytes) {
        try {
            TemplateScanner.Scan scan = TemplateScanner.scan(encoded);
            if (scan == null) {
                return null;
            }
            XmlTree dom = XmlTree.parse(encoded, maxDocumentBytes);
            XmlTree tree = scan.tree().recordingTextReads();
            if (!tree.sameContent(dom)) {
                return null;
            }
            CheckedDocument checked = CheckedDocument.check(tree);
            var certificate = checked.read();
            SignatureAlgorithm algorithm = checked.signatureAlgorithm().orElse(null);
            if (algorithm == null) {
                return null;
            }
            Template template = build(encoded, scan, tree, algorithm);
            if (template == null) {
                return null;
            }
            Template.Values values = template.match(encoded);
            if (values.miss() != null) {
                return null;
            }
            TemplateCertificate served = TemplateCertificate.of(template, encoded, values);
            served.verifySignature(key);
            boolean same = served.parse().equals(CheckedDocument.check(dom).read())
                    && served.parse().equals(certificate)
                    && sameBytes(served.carriedCertificates(), checked.carriedCertificates());
            return same ? template : null;
        } catch (VerificationException | RuntimeException e) {
            return null;
        }
    }

    private static boolean sameBytes(List<byte[]> served, List<byte[]> checked) {
        return served.size() == checked.size()
                && IntStream.range(0, served.size()).allMatch(i -> Arrays.equals(served.get(i), checked.get(i)));
    }

    private static Template build(byte[] encoded, TemplateScanner.Scan scan, XmlTree tree,
            SignatureAlgorithm algorithm) {
        List<int[]> slots = new ArrayList<>();
        int signature = -1;
        for (int node = 0; node < tree.size(); node++) {
            if (tree.isElement(node) && DS.equals(tree.namespace(node)) && "Signature".equals(tree.localName(node))) {
                signature = node;
            }
            int text = tree.isElement(node) && tree.textRead(node) ? tree.firstChild(node) : -1;
            if (text >= 0 && tree.isText(text) && tree.nextSibling(text) < 0) {
                slots.add(new int[] {scan.textStart()[text], scan.textEnd()[text], text, node});
            }
        }
        if (signature < 0) {
            return null;
        }
        slots.sort((a, b) -> Integer.compare(a[0], b[0]));
        int[] slotOfNode = new int[tree.size()];
        Arrays.fill(slotOfNode, -1);
        byte[][] constants = new byte[slots.size() + 1][];
        int[] slotNodes = new int[slots.size()];
        int[] special = {-1, -1, -1};
        int from = 0;
        for (int i = 0; i < slots.size(); i++) {
            int[] slot = slots.get(i);
            constants[i] = Arrays.copyOfRange(encoded, from, slot[0]);
            from = slot[1];
            slotNodes[i] = slot[2];
            slotOfNode[slot[2]] = i;
            String name = tree.localName(slot[3]);
            int which = "Issuer".equals(name) && tree.namespace(slot[3]).equals(tree.namespace(tree.root())) ? 0
                    : DS.equals(tree.namespace(slot[3])) ? "DigestValue".equals(name) ? 1
                    : "SignatureValue".equals(name) ? 2 : -1 : -1;
            if (which >= 0) {
                special[which] = i;
            }
        }
        constants[slots.size()] = Arrays.copyOfRange(encoded, from, encoded.length);
        int signedInfo = tree.firstChild(signature);
        while (signedInfo >= 0 && !tree.isElement(signedInfo)) {
            signedInfo = tree.nextSibling(signedInfo);
        }
        String digest = DIGESTS.get(digestMethod(tree));
        if (special[0] < 0 || special[1] < 0 || special[2] < 0 || signedInfo < 0 || digest == null) {
            return null;
        }
        // the template keeps no value of the document it was learned from: its slots are blank until a match
        String[] blank = new String[slotNodes.length];
        Arrays.fill(blank, "");
        int[] signer = signerSlots(tree, slotOfNode);
        var noted = new Template.Slots(special[0], signer[0], signer[1], special[1], special[2],
                certificateSlots(tree, slotOfNode, signature));
        var layout = new Template.Layout(constants, slotNodes, tree.withTexts(slotNodes, blank), noted);
        var signing = new Template.Signing(CanonicalWriter.write(tree, slotOfNode, tree.root(), signature),
                CanonicalWriter.write(tree, slotOfNode, signedInfo, -1), digest, algorithm);
        return new Template(Skeleton.key(encoded), layout, signing);
    }

    /**
     * The slots of the root's {@code BaseCertificateID}: its {@code IssuerName} and its {@code Serial}, in that order
     * (the checks admitted no other shape), or {@code -1} for both when the document names no signer's certificate.
     */
    private static int[] signerSlots(XmlTree tree, int[] slotOfNode) {
        String ns = tree.namespace(tree.root());
        for (int child = tree.firstChild(tree.root()); child >= 0; child = tree.nextSibling(child)) {
            if (tree.isElement(child) && ns.equals(tree.namespace(child))
                    && "BaseCertificateID".equals(tree.localName(child))) {
                int issuerName = firstElement(tree, tree.firstChild(child));
                int serial = firstElement(tree, tree.nextSibling(issuerName));
                return new int[] {slotOfNode[tree.firstChild(issuerName)], slotOfNode[tree.firstChild(serial)]};
            }
        }
        return new int[] {-1, -1};
    }

    /**
     * The slots of the {@code X509Certificate} texts in the signature's KeyInfo, in document order: the checks
     * admitted them nowhere else, and each one they admitted holds one text.
     */
    private static int[] certificateSlots(XmlTree tree, int[] slotOfNode, int signature) {
        List<Integer> slots = new ArrayList<>();
        for (int node = signature; node < tree.size(); node++) {
            if (tree.isElement(node) && DS.equals(tree.namespace(node))
                    && "X509Certificate".equals(tree.localName(node))) {
                slots.add(slotOfNode[tree.firstChild(node)]);
            }
        }
        return slots.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int firstElement(XmlTree tree, int from) {
        int node = from;
        while (node >= 0 && !tree.isElement(node)) {
            node = tree.nextSibling(node);
        }
        return node;
    }

    private static String digestMethod(XmlTree tree) {
        for (int node = 0; node < tree.size(); node++) {
            if (tree.isElement(node) && DS.equals(tree.namespace(node)) && "DigestMethod".equals(tree.localName(node))) {
                for (int i = 0; i < tree.attributeCount(node); i++) {
                    String[] attribute = tree.attribute(node, i);
                    if (attribute[0] == null && "Algorithm".equals(attribute[1])) {
                        return attribute[3];
                    }
                }
            }
        }
        return null;
    }
}
