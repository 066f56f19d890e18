package org.etp.prescriber.formulary;

import java.time.Duration;
import java.util.List;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * {@code GET /medicines?q=amox 500&limit=20}: the dictionary's search as JSON, for the form's medicine field. Signed-in
 * prescribers only, like every page; a GET that changes nothing, so it needs no CSRF token.
 */
@RestController
class MedicinesController {

    static final int MAX_LIMIT = 50;
    private static final Duration KEPT = Duration.ofMinutes(1);

    private final MedicineDictionary dictionary;

    MedicinesController(MedicineDictionary dictionary) {
        this.dictionary = dictionary;
    }

    /** One product as the field offers it: what it is, what its quantity counts, and the site's usual values. */
    record Match(String dmdCode, String kind, String name, String units, String usualQuantity, String usualDosage) {
    }

    /**
     * The answer may be kept by the browser for a minute: it holds no patient data, and an answer marked
     * {@code no-store} (the default for signed-in pages) would keep the form out of the browser's back/forward cache,
     * so that Back would fetch a new form instead of bringing back the one that was signed.
     */
    @GetMapping("/medicines")
    ResponseEntity<List<Match>> search(@RequestParam(name = "q", defaultValue = "") String query,
            @RequestParam(defaultValue = "20") int limit) {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "limit must be 1 to " + MAX_LIMIT);
        }
        List<Match> matches = dictionary.search(SearchTerms.of(query), limit).stream()
                .map(p -> new Match(p.dmdCode(), p.kind().name(), p.name(), p.unit() + "s", p.usualQuantity(),
                        p.usualDosage()))
                .toList();
        return ResponseEntity.ok().cacheControl(CacheControl.maxAge(KEPT).cachePrivate()).body(matches);
    }
}
