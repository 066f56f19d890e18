package org.etp.prescriber.outbox;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.etp.ac.prescription.Item;

/**
 * What makes two prescriptions' items the same, as one value: the SHA-256 of each item's dm+d code,
 * quantity and dosage instructions, sorted so that the order of the rows does not matter. Kept with each
 * outbox row to find an identical prescription written earlier the same day.
 */
public final class ItemsDigest {

    private ItemsDigest() {
    }

    /** 64 lower-case hex digits. */
    public static String of(List<Item> items) {
        List<String> canonical = items.stream()
                .map(item -> item.dmdCode() + '\u001f' + item.quantity() + '\u001f' + item.dosage()).sorted().toList();
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(String.join("\u001e", canonical).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
