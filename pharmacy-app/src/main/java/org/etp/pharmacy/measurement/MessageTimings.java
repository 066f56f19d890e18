package org.etp.pharmacy.measurement;

/** The intake's measurements of the message that brought a prescription (µs; null where not measured). */
public record MessageTimings(Integer bytes, Long decodeMicros, Long verifyMicros, Long parseMicros, Long storeMicros,
        Long totalMicros, Long cpuMicros) {

    /** Not measured (yet): the measurements are written after the prescription is answered. */
    public static final MessageTimings NONE = new MessageTimings(null, null, null, null, null, null, null);
}
