package org.etp.ac.codec;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** SHA-256, which every JDK has: the digest a signature covers ({@link CertificateCodec#digestToSign}). */
public final class Sha256 {

    private Sha256() {
    }

    public static byte[] of(byte[] bytes) {
        return of(bytes, 0, bytes.length);
    }

    public static byte[] of(byte[] bytes, int offset, int length) {
        MessageDigest sha256;
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        sha256.update(bytes, offset, length);
        return sha256.digest();
    }
}
