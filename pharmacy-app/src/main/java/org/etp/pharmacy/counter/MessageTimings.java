package org.etp.pharmacy.counter;

/** The intake's measurements of the message that brought a prescription (µs; null where not measured). */
public record MessageTimings(Integer bytes, Long decodeMicros, Long verifyMicros, Long parseMicros, Long storeMicros,
        Long totalMicros, Long cpuMicros) {
}
