-- Which way each message was verified (org.etp.ac.codec.ServedBy): 'codec' for DER and OER; for XML the engine's
-- path — 'dom', 'stax', 'template', 'template-learned', or 'dom-fallback:<why>' when the template or streaming
-- engine left it to DOM. Empty for a message refused or not verified, and for rows older than this column.
ALTER TABLE message_metrics ADD COLUMN served_by text
    CHECK (served_by ~ '^(codec|dom|stax|template|template-learned|dom-fallback:[a-z-]+)$');
