package org.etp.pharmacy.measurement;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.etp.ac.codec.ServedBy;
import org.etp.ac.xml.XmlServedBy;

/**
 * How the XML messages of a window were verified: how many went each way ({@link ServedBy#id()}, most first), and
 * the template engine's hit rate.
 *
 * @param counts          messages per path
 * @param templateHitRate of the XML messages the template engine was asked to serve ({@code template},
 *                        {@code template-learned} and every {@code dom-fallback}), the share it served from a learned
 *                        template; null when it was asked for none
 */
public record XmlPaths(Map<String, Long> counts, Double templateHitRate) {

    public XmlPaths {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /** The paths of {@code counts} and the hit rate they make. */
    static XmlPaths of(Map<String, Long> counts) {
        long hits = counts.getOrDefault(XmlServedBy.TEMPLATE.id(), 0L);
        long asked = counts.entrySet().stream().filter(e -> askedOfTemplates(e.getKey()))
                .mapToLong(Map.Entry::getValue).sum();
        return new XmlPaths(counts, asked == 0 ? null : hits / (double) asked);
    }

    public long messages() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The streaming engine falls back on an algorithm it cannot verify; that is no miss of a template. */
    private static boolean askedOfTemplates(String path) {
        return path.equals(XmlServedBy.TEMPLATE.id()) || path.equals(XmlServedBy.TEMPLATE_LEARNED.id())
                || path.startsWith(XmlServedBy.DOM_FALLBACK)
                        && !path.equals(XmlServedBy.fallback(XmlServedBy.Fallback.UNSUPPORTED).id());
    }
}
