/**
 * The pharmacy's measurement, a feature of its own: every message the intake answers is reported once —
 * a structured log line, Micrometer meters and a {@code message_metrics} row, each saying which way a verified
 * message went ({@link org.etp.ac.codec.ServedBy}) (with a
 * {@code rejected_message} row for a refusal) — by the {@link org.etp.pharmacy.measurement.MessageReporter}.
 * The {@link org.etp.pharmacy.measurement.MeasurementWriter} keeps the rows until the store's writer has
 * answered its next group of prescriptions and then writes them in a transaction of their own, so that no
 * acknowledgement waits for a measurement. The package owns the SQL of both tables, the writes and the
 * reads the dashboard and the counter's detail page ask it for, and its settings, {@code etp.measurement.*}
 * ({@link org.etp.pharmacy.measurement.MeasurementProperties}; the former {@code etp.store.*} names still read,
 * with a deprecation line, by {@link org.etp.pharmacy.measurement.FormerStoreSettings}).
 */
package org.etp.pharmacy.measurement;
