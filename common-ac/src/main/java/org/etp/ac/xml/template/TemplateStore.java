package org.etp.ac.xml.template;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The learned templates, by {@link Skeleton} key, least recently used first out: at most {@code maxTemplates} of
 * them and at most {@code maxBytes} of their {@link Template#footprint footprints}, so that a stream of novel
 * shapes costs a bounded amount of memory (and only a signer the registry trusts can make a shape learnable at
 * all). A few templates may share a key; a message is tried against each. Thread-safe: one lock, held for
 * a lookup or an insertion only, never while a message is matched or verified.
 */
final class TemplateStore {

    private static final int PER_KEY = 4;

    private final int maxTemplates;
    private final long maxBytes;
    private final LinkedHashMap<Long, List<Template>> byKey = new LinkedHashMap<>(64, 0.75f, true);
    private int templates;
    private long bytes;

    TemplateStore(int maxTemplates, long maxBytes) {
        if (maxTemplates < 1 || maxBytes < 1) {
            throw new IllegalArgumentException("a template store holds at least one template");
        }
        this.maxTemplates = maxTemplates;
        this.maxBytes = maxBytes;
    }

    /** The templates of {@code key}, most recently learned first; empty when there are none. */
    synchronized List<Template> lookup(long key) {
        List<Template> found = byKey.get(key);
        return found == null ? List.of() : List.copyOf(found);
    }

    /** Keeps {@code template}, making room by forgetting the least recently used ones. */
    synchronized void add(Template template) {
        if (template.footprint() > maxBytes) {
            return;
        }
        List<Template> same = byKey.computeIfAbsent(template.key, key -> new ArrayList<>());
        same.add(0, template);
        templates++;
        bytes += template.footprint();
        if (same.size() > PER_KEY) {
            forget(same.remove(same.size() - 1));
        }
        Iterator<Map.Entry<Long, List<Template>>> eldest = byKey.entrySet().iterator();
        while ((templates > maxTemplates || bytes > maxBytes) && eldest.hasNext()) {
            List<Template> victims = eldest.next().getValue();
            if (victims.get(0) == template) {
                continue;
            }
            victims.forEach(this::forget);
            eldest.remove();
        }
    }

    synchronized int size() {
        return templates;
    }

    synchronized long footprint() {
        return bytes;
    }

    private void forget(Template template) {
        templates--;
        bytes -= template.footprint();
    }
}
