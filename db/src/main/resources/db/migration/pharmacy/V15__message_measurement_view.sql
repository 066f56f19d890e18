-- Each message's measurements with the ID of the prescription it carried, for the tools that read them from
-- outside the app (./etp timing matches its own measurements to the pharmacy's by prescription ID). They name
-- this view, not the prescription table, which the app's prescription package alone reads and writes.
CREATE VIEW message_measurement AS
SELECT p.prescription_id, m.cpu_micros, m.cpu_user_micros, m.cpu_system_micros, m.allocated_bytes,
       m.minor_faults, m.major_faults, m.heap_used_bytes, m.rss_bytes, m.recorded_at
FROM message_metrics m
JOIN prescription p ON p.id = m.prescription;
