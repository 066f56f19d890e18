package org.etp.prescriber.formulary.dmd;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.etp.prescriber.formulary.DictionaryEntry;
import org.etp.prescriber.formulary.MedicineDictionary;
import org.etp.prescriber.formulary.Product;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Imports a dm+d release into the {@link MedicineDictionary}: the units of measure first, then every VMP (its unit
 * is the unit of its unit dose form size, {@code UDFS_UOMCD}, or else of its unit dose, {@code UNIT_DOSE_UOMCD};
 * prescribable when {@code PRES_STATCD} is 0001, "valid as a prescribable product"), then every AMP (named by
 * {@code DESC}, the name with its supplier; its unit and prescribability its VMP's). Written in batches. Importing
 * the same release again changes nothing; a newer one updates what changed and marks invalid what it no longer
 * holds. Nothing is deleted, so a product once prescribed is still known.
 */
@Component
public class DmdImport {

    static final int BATCH = 1000;
    private static final String PRESCRIBABLE = "0001";

    private static final Logger log = LoggerFactory.getLogger(DmdImport.class);

    private final MedicineDictionary dictionary;
    private final Clock clock;

    DmdImport(MedicineDictionary dictionary, Clock clock) {
        this.dictionary = dictionary;
        this.clock = clock;
    }

    public ImportCounts run(Path directory) throws DmdImportException {
        Instant started = clock.instant();
        DmdRelease release = DmdRelease.in(directory);
        Map<String, String> units = new HashMap<>();
        DmdRecords.read(release.lookup(), "UNIT_OF_MEASURE", "INFO", info -> units.put(info.get("CD"), info.get("DESC")));
        Batches batches = new Batches(started);
        Map<String, DictionaryEntry> vmps = new HashMap<>();
        DmdRecords.read(release.vmps(), "VMPS", "VMP", vmp -> {
            String unit = units.getOrDefault(vmp.get("UDFS_UOMCD"), units.get(vmp.get("UNIT_DOSE_UOMCD")));
            DictionaryEntry entry = batches.add(vmp.get("VPID"), Product.Kind.VMP, vmp.get("NM"), unit, null,
                    PRESCRIBABLE.equals(vmp.get("PRES_STATCD")), "1".equals(vmp.get("INVALID")));
            if (entry != null) {
                vmps.put(entry.dmdCode(), entry);
            }
        });
        batches.flush();
        int vmpCount = batches.written();
        DmdRecords.read(release.amps(), "AMPS", "AMP", amp -> {
            DictionaryEntry vmp = vmps.get(amp.get("VPID"));
            if (vmp == null) {
                batches.skipped++;
                return;
            }
            String name = amp.get("DESC") == null || amp.get("DESC").isEmpty() ? amp.get("NM") : amp.get("DESC");
            batches.add(amp.get("APID"), Product.Kind.AMP, name, vmp.unit(), vmp.dmdCode(), vmp.prescribable(),
                    "1".equals(amp.get("INVALID")));
        });
        batches.flush();
        int gone = dictionary.markGoneBefore(started);
        ImportCounts counts = new ImportCounts(vmpCount, batches.written() - vmpCount, batches.skipped, gone,
                Duration.between(started, clock.instant()));
        log.info("dm+d release {} imported: {} VMPs, {} AMPs, {} records skipped, {} products marked invalid as gone"
                + " from the release, in {} ms", directory, counts.vmps(), counts.amps(), counts.skipped(),
                counts.gone(), counts.took().toMillis());
        return counts;
    }

    /** Entries on their way to the dictionary, {@link #BATCH} at a time, and what was written or skipped. */
    private final class Batches {

        private final Instant release;
        private final List<DictionaryEntry> pending = new ArrayList<>(BATCH);
        private int written;
        int skipped;

        Batches(Instant release) {
            this.release = release;
        }

        /** The entry added, or null when the record cannot be one (no unit, a bad code or name): it is skipped. */
        DictionaryEntry add(String code, Product.Kind kind, String name, String unit, String vmpCode,
                boolean prescribable, boolean invalid) {
            DictionaryEntry entry;
            try {
                entry = new DictionaryEntry(code, kind, name, unit, vmpCode, prescribable, invalid);
            } catch (IllegalArgumentException e) {
                skipped++;
                log.debug("dm+d {} {} skipped: {}", kind, code, e.getMessage());
                return null;
            }
            pending.add(entry);
            if (pending.size() == BATCH) {
                flush();
            }
            return entry;
        }

        void flush() {
            if (!pending.isEmpty()) {
                dictionary.save(pending, release);
                written += pending.size();
                pending.clear();
            }
        }

        int written() {
            return written;
        }
    }
}
