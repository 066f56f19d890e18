package org.etp.pharmacy.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;
import org.etp.ac.metrics.ThreadUsage;
import org.etp.ac.trust.TrustedPrescriber;
import org.etp.ac.verification.VerifiedPrescription;
import org.etp.pharmacy.jdbc.AfterEachGroup;
import org.etp.pharmacy.jdbc.Transactions;
import org.etp.pharmacy.prescription.CertificateIdentity;
import org.etp.pharmacy.prescription.PrescriptionRows.OnFile;
import org.etp.pharmacy.prescription.PrescriptionRows;
import org.etp.pharmacy.store.StoreResult.Outcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One transaction for a group of prescriptions, and what it did for each; then one for the measurements
 * waiting, once the prescriptions are answered. Answers are given only after the transaction has ended:
 * {@code STORED} after the commit returned, and {@code FAILED} for everything in a transaction that did not
 * commit.
 *
 * <p>A group that fails on a data error (one row PostgreSQL refuses) is retried one prescription at a
 * time, so one bad row cannot cost the others their place; a group that fails because the database is
 * unreachable fails as a whole, at once.
 */
final class GroupCommit {

    private static final Logger log = LoggerFactory.getLogger(GroupCommit.class);

    private final Transactions transactions;
    private final SignerValidations signers;

    GroupCommit(DataSource dataSource) {
        this.transactions = new Transactions(dataSource);
        this.signers = new SignerValidations(dataSource);
    }

    void commit(List<PendingPrescription> batch, AfterEachGroup.Rows afterwards) {
        ThreadUsage before = ThreadUsage.current();
        // The first of several with one identity (a prescription's ID, another certificate's issuer serial) is
        // stored; the others follow its fate. Sorted by key, so that concurrent writers take the unique indexes'
        // locks in one order and cannot deadlock on them.
        Map<String, PendingPrescription> leaders = new TreeMap<>();
        List<PendingPrescription> followers = new ArrayList<>();
        for (PendingPrescription pending : batch) {
            if (leaders.putIfAbsent(pending.key(), pending) != null) {
                followers.add(pending);
            }
        }
        Result result = Result.NOTHING;
        if (!leaders.isEmpty()) {
            List<PendingPrescription> group = new ArrayList<>(leaders.values());
            Map<TrustedPrescriber, Integer> signerIds = null;
            try {
                signerIds = signers.idsOf(group.stream().map(PendingPrescription::prescription).toList());
                Map<TrustedPrescriber, Integer> ids = signerIds;
                result = transactions.inTransactionRetryingOnce(connection -> insert(connection, group, ids));
            } catch (SQLException e) {
                result = signerIds == null ? failed(group, e) : recover(group, signerIds, e);
            }
        }
        Map<String, Outcome> outcomes = result.outcomes();
        Map<String, Long> rowIds = result.rowIds();
        Map<String, OnFile> onFile = result.onFile();
        long committedAt = System.nanoTime();
        ThreadUsage share = batch.isEmpty() ? ThreadUsage.ZERO : ThreadUsage.current().minus(before).share(batch.size());
        for (PendingPrescription leader : leaders.values()) {
            Outcome outcome = outcomes.getOrDefault(leader.key(), Outcome.FAILED);
            long rowId = outcome == Outcome.STORED ? rowIds.getOrDefault(leader.key(), 0L) : 0;
            leader.complete(new StoreResult(outcome, rowId, committedAt - leader.handedOverAt(), share));
        }
        for (PendingPrescription follower : followers) {
            String key = follower.key();
            Outcome leaderOutcome = outcomes.getOrDefault(key, Outcome.FAILED);
            PendingPrescription leader = leaders.get(key);
            OnFile stored = leaderOutcome == Outcome.STORED
                    ? new OnFile(leader.identity().profile(), leader.prescription().encoded()) : onFile.get(key);
            Outcome outcome = stored == null ? leaderOutcome : judge(follower, stored);
            follower.complete(new StoreResult(outcome, 0, committedAt - follower.handedOverAt(), share));
        }
        // Measurements are written once the prescriptions are answered, in a transaction of their own, so
        // that no acknowledgement waits for them.
        writeAfterwards(afterwards);
    }

    private void writeAfterwards(AfterEachGroup.Rows rows) {
        if (rows.isEmpty()) {
            return;
        }
        try {
            transactions.inTransactionRetryingOnce(connection -> {
                rows.insert(connection);
                return null;
            });
        } catch (SQLException e) {
            log.warn("Dropped {} measurement records the store refused: {}", rows.size(), e.getMessage());
        }
    }

    /**
     * A certificate whose identity is on file: a resend of the very same bytes, or a conflict; or, for a
     * certificate whose issuer serial a certificate of another profile holds, a reused serial.
     */
    private static Outcome judge(PendingPrescription pending, OnFile onFile) {
        if (onFile.profile() != pending.identity().profile()) {
            return Outcome.SERIAL_REUSED;
        }
        return Arrays.equals(pending.prescription().encoded(), onFile.raw()) ? Outcome.DUPLICATE : Outcome.CONFLICT;
    }

    /**
     * What one transaction did, by certificate key: the outcome and new row of each certificate, and for each
     * whose identity was on file already, the certificate stored under it.
     */
    private record Result(Map<String, Outcome> outcomes, Map<String, Long> rowIds, Map<String, OnFile> onFile) {

        static final Result NOTHING = new Result(Map.of(), Map.of(), Map.of());
    }

    private static Result insert(Connection connection, List<PendingPrescription> leaders,
            Map<TrustedPrescriber, Integer> signerIds) throws SQLException {
        List<VerifiedPrescription> prescriptions = leaders.stream().map(PendingPrescription::prescription).toList();
        Map<String, Long> inserted = PrescriptionRows.insert(connection, prescriptions, signerIds);
        List<CertificateIdentity> notInserted = leaders.stream().filter(leader -> !inserted.containsKey(leader.key()))
                .map(PendingPrescription::identity).toList();
        Map<String, OnFile> onFile = notInserted.isEmpty() ? Map.of() : PrescriptionRows.existing(connection,
                notInserted);
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        for (PendingPrescription leader : leaders) {
            String key = leader.key();
            outcomes.put(key, inserted.containsKey(key) ? Outcome.STORED
                    : onFile.containsKey(key) ? judge(leader, onFile.get(key))
                    // A prescription not inserted, with no prescription of its ID: the conflict was on (issuer, serial).
                    : Outcome.SERIAL_REUSED);
        }
        return new Result(outcomes, inserted, onFile);
    }

    private static Result failed(List<PendingPrescription> leaders, SQLException failure) {
        log.error("Store transaction failed ({} prescriptions answered ERROR): {}", leaders.size(), failure.getMessage());
        return Result.NOTHING;
    }

    private Result recover(List<PendingPrescription> leaders, Map<TrustedPrescriber, Integer> signerIds,
            SQLException failure) {
        if (!Transactions.isDataError(failure) || leaders.size() <= 1) {
            return failed(leaders, failure);
        }
        log.warn("Group commit refused ({}); committing its {} prescriptions one at a time", failure.getMessage(),
                leaders.size());
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        Map<String, Long> rowIds = new LinkedHashMap<>();
        Map<String, OnFile> onFile = new LinkedHashMap<>();
        for (PendingPrescription leader : leaders) {
            try {
                Result one = transactions.inTransaction(connection -> insert(connection, List.of(leader), signerIds));
                outcomes.putAll(one.outcomes());
                rowIds.putAll(one.rowIds());
                onFile.putAll(one.onFile());
            } catch (SQLException e) {
                log.error("Store refused prescription {}: {}", leader.prescriptionId(), e.getMessage());
            }
        }
        return new Result(outcomes, rowIds, onFile);
    }
}
