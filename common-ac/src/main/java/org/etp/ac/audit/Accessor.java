package org.etp.ac.audit;

/**
 * Who made an access and from where: the signed-in account and its role, the address the request came from (null
 * when there was no request), and the application node that wrote the entry. A checkpoint has no account.
 *
 * @param account the signed-in account's name; null only for a checkpoint
 * @param role the account's roles, comma-separated; null only for a checkpoint
 * @param source the client's address as the node saw it, or null
 * @param node the writing node's id ({@code etp.node.id})
 */
public record Accessor(String account, String role, String source, String node) {

    public Accessor {
        if (node == null || node.isEmpty()) {
            throw new IllegalArgumentException("an access is written by a node");
        }
    }

    /** The node itself, as the signer of a checkpoint. */
    public static Accessor node(String node) {
        return new Accessor(null, null, null, node);
    }
}
