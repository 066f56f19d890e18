-- The medicines dictionary a prescriber searches: the products of the NHS dictionary of medicines and devices
-- (dm+d) imported from a release's XML (VMPs and AMPs), and the site's own list (formulary.json) with the usual
-- quantity and dosage it sets. A product is never deleted: one the release marks invalid, or one a later release
-- no longer holds, is marked invalid, so a prescription that named it still reads. Search matches the words of
-- the name by prefix, in lower case: the trigram index over the stored lower-case name serves those matches (pg_trgm
-- is a trusted extension); over an expression, lower(name), the planner read every row instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE medicine (
    dmd_code       text        PRIMARY KEY CHECK (dmd_code ~ '^[0-9]{6,18}$'),
    kind           text        NOT NULL CHECK (kind IN ('VMP', 'AMP')),
    name           text        NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    unit           text        NOT NULL CHECK (length(unit) BETWEEN 1 AND 40),   -- what a quantity counts: tablet, ml
    vmp_code       text,                          -- an AMP's generic product
    usual_quantity numeric     CHECK (usual_quantity > 0),   -- set by the site, never by the release
    usual_dosage   text        CHECK (length(usual_dosage) <= 500),
    max_quantity   numeric     CHECK (max_quantity > 0),     -- set by the site: above it a quantity is implausible
    prescribable   boolean     NOT NULL DEFAULT true,        -- a VMP's PRES_STATCD 0001; an AMP's VMP's
    invalid        boolean     NOT NULL DEFAULT false,       -- INVALID in the release, or gone from it
    imported_at    timestamptz,                              -- the release that last held it; null: the site's only
    search_name    text        GENERATED ALWAYS AS (lower(name)) STORED
);

CREATE INDEX medicine_search_name_trigrams ON medicine USING gin (search_name gin_trgm_ops);
