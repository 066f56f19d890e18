package org.etp.ac.codec;

import java.util.Objects;

/**
 * What a form says of itself, so that frames, files, pages and commands keep no list of forms: its code in a
 * frame, its name, the media type and extension of a file of it, how its first bytes look (for a person; the
 * codec's {@link CertificateCodec#recognises} is the test) and how a detail page heads its dump.
 *
 * @param code          the one-byte code in a request frame's format field (protocol.md), 1 to 255
 * @param id            the command-line and configuration name, lower-case letters and digits
 * @param mediaType     the media type of a file of this form
 * @param fileExtension the extension of such a file, without the dot
 * @param firstBytes    how the form begins, in a few words: {@code 0x30}, {@code '<'}
 * @param dumpHeading   the heading of the form's {@linkplain CertificateCodec#dump dump} on a detail page
 * @param dumpLabel     the dump's accessible name, shorter than its heading
 */
public record FormDescription(int code, String id, String mediaType, String fileExtension, String firstBytes,
        String dumpHeading, String dumpLabel) {

    private static final String WORD = "[a-z][a-z0-9]*";

    public FormDescription {
        if (code < 1 || code > 255) {
            throw new IllegalArgumentException("a form's code is one byte, 1 to 255, not " + code);
        }
        if (!Objects.requireNonNull(id, "id").matches(WORD)
                || !Objects.requireNonNull(fileExtension, "fileExtension").matches(WORD)) {
            throw new IllegalArgumentException("a form's name and file extension are lower-case words");
        }
        if (!Objects.requireNonNull(mediaType, "mediaType").matches("[a-z]+/[a-z0-9.+-]+")) {
            throw new IllegalArgumentException("not a media type: " + mediaType);
        }
        Objects.requireNonNull(firstBytes, "firstBytes");
        Objects.requireNonNull(dumpHeading, "dumpHeading");
        Objects.requireNonNull(dumpLabel, "dumpLabel");
    }
}
