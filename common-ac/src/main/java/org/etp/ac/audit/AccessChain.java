package org.etp.ac.audit;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;

/**
 * The one serialisation of an access audit entry, and its hash. Written once here, for the pharmacy that appends
 * and for {@code etp audit verify} that recomputes.
 *
 * <pre>
 * hash(entry)  = SHA-256( canonical(entry) )
 * canonical    = field("ETP-ACCESS-AUDIT-1") fields                          (target_account null)
 *              | field("ETP-ACCESS-AUDIT-2") fields field(target_account)    (an account change)
 * fields       = field(seq) field(at) field(kind) field(action) field(account)
 *                field(role) field(prescription_id) field(search) field(rows_shown) field(outcome) field(source)
 *                field(node) field(signature) field(previous_hash)
 * checkpoint   = field("ETP-ACCESS-CHECKPOINT-1") field(seq) field(at) field(node) field(head_hash)
 * field(x)     = x's length in bytes as a 4-byte big-endian integer, then x's bytes;
 *                null is the length FF FF FF FF and no bytes
 * </pre>
 *
 * The second form came with account changes (migration V19); every entry without a target account keeps the first,
 * so that the hashes of entries written before it do not change.
 *
 * Text is UTF-8; numbers are decimal ASCII without sign or leading zeros; {@code at} is UTC in ISO 8601 with exactly
 * six fraction digits ({@code 2026-11-28T01:02:03.000456Z}); the signature and hashes are their raw bytes. The first
 * entry's previous hash is {@link #GENESIS}, 32 zero bytes; a checkpoint's {@code head_hash} is its own entry's
 * previous hash. The length prefixes make the encoding injective: no two different entries share it.
 */
public final class AccessChain {

    /** SHA-256's length in bytes. */
    public static final int HASH_LENGTH = 32;

    /** The previous hash of the first entry. */
    public static final byte[] GENESIS = new byte[HASH_LENGTH];

    private static final String ENTRY_TAG = "ETP-ACCESS-AUDIT-1";
    private static final String ACCOUNT_ENTRY_TAG = "ETP-ACCESS-AUDIT-2";
    private static final String CHECKPOINT_TAG = "ETP-ACCESS-CHECKPOINT-1";
    private static final DateTimeFormatter AT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'")
            .withZone(ZoneOffset.UTC);

    private AccessChain() {
    }

    /** {@code entry}'s SHA-256 hash over {@link #canonical}. */
    public static byte[] hash(AccessEntry entry) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(canonical(entry));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The canonical serialisation of {@code entry}, as the class comment defines it. */
    public static byte[] canonical(AccessEntry entry) {
        String target = entry.what().targetAccount();
        Fields fields = new Fields().text(target == null ? ENTRY_TAG : ACCOUNT_ENTRY_TAG).number(entry.seq())
                .text(at(entry.at()))                .text(entry.what().kind()).text(entry.what().action()).text(entry.who().account())
                .text(entry.who().role()).text(entry.what().prescriptionId()).text(entry.what().search())
                .number(entry.what().rowsShown()).text(entry.what().outcome()).text(entry.who().source())
                .text(entry.who().node()).bytes(entry.signature()).bytes(entry.previousHash());
        if (target != null) {
            fields.text(target);
        }
        return fields.out.toByteArray();
    }

    /** The bytes a checkpoint's signature covers, as the class comment defines them. */
    public static byte[] checkpointContent(AccessCheckpoint checkpoint) {
        return new Fields().text(CHECKPOINT_TAG).number(checkpoint.seq()).text(at(checkpoint.at()))
                .text(checkpoint.node()).bytes(checkpoint.headHash()).out.toByteArray();
    }

    /** {@code at} as the serialisation writes it. */
    public static String at(Instant at) {
        return AT.format(at);
    }

    /** Lower-case hexadecimal, as hashes are shown. */
    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    private static final class Fields {

        private final ByteArrayOutputStream out = new ByteArrayOutputStream(256);

        Fields text(String value) {
            return bytes(value == null ? null : value.getBytes(StandardCharsets.UTF_8));
        }

        Fields number(Number value) {
            return text(value == null ? null : value.toString());
        }

        Fields bytes(byte[] value) {
            int length = value == null ? -1 : value.length;
            out.write(length >>> 24);
            out.write(length >>> 16);
            out.write(length >>> 8);
            out.write(length);
            if (value != null) {
                out.writeBytes(value);
            }
            return this;
        }
    }
}
