package org.etp.pharmacy.access;

import java.security.GeneralSecurityException;
import java.time.Clock;
import java.time.Instant;
import org.etp.ac.audit.AccessChain;
import org.etp.ac.audit.AccessCheckpoint;
import org.etp.ac.audit.AccessEntry;
import org.etp.ac.audit.AccessEvent;
import org.etp.ac.audit.Accessor;
import org.etp.pharmacy.identity.PharmacyKey;
import org.etp.pharmacy.jdbc.SqlTimes;
import org.etp.pharmacy.node.NodeId;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The one writer of {@code access_audit} and its head {@code access_audit_head}. An append locks the head's row
 * ({@code SELECT ... FOR UPDATE}) until its transaction ends, takes the next place and the head's hash, inserts the
 * entry with its hash ({@link AccessChain}) and moves the head on: appends from every thread and node take turns,
 * so the chain never forks and its places have no gaps. Past {@code etp.audit.checkpoint-every} entries since the
 * last checkpoint, the same transaction appends a checkpoint signed with the pharmacy's key.
 */
@Repository
class AccessChainWriter {

    private static final Logger log = LoggerFactory.getLogger(AccessChainWriter.class);

    private final JdbcClient jdbc;
    private final PharmacyKey key;
    private final NodeId node;
    private final Clock clock;
    private final AccessProperties settings;

    AccessChainWriter(JdbcClient jdbc, PharmacyKey key, NodeId node, Clock clock, AccessProperties settings) {
        this.jdbc = jdbc;
        this.key = key;
        this.node = node;
        this.clock = clock;
        this.settings = settings;
    }

    /** The chain's last entry and last checkpoint, as the head row holds them. */
    private record Head(long seq, byte[] hash, long checkpointSeq, Instant checkpointAt) {
    }

    /** Appends {@code what}, done by {@code who}, in the caller's transaction. */
    @Transactional(propagation = Propagation.MANDATORY)
    public void append(Accessor who, AccessEvent what) {
        Head head = lockHead();
        Head next = insert(new AccessEntry(head.seq() + 1, clock.instant(), who, what, null, head.hash()), head);
        if (next.seq() - next.checkpointSeq() >= settings.checkpointEvery()) {
            next = checkpoint(next);
        }
        save(next);
    }

    /** Appends a checkpoint when entries have waited unsigned past {@code etp.audit.checkpoint-interval}. */
    @Transactional
    public boolean checkpointIfDue() {
        Head head = lockHead();
        if (head.seq() == head.checkpointSeq()
                || clock.instant().isBefore(head.checkpointAt().plus(settings.checkpointInterval()))) {
            return false;
        }
        save(checkpoint(head));
        return true;
    }

    private Head checkpoint(Head head) {
        AccessCheckpoint claim = new AccessCheckpoint(head.seq() + 1, clock.instant(), node.value(), head.hash());
        byte[] signature;
        try {
            signature = key.signAccessCheckpoint(claim);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the access audit's checkpoint could not be signed", e);
        }
        Head next = insert(AccessEntry.checkpoint(claim, signature), head);
        // The head's hash in the log is a copy outside the database: a chain cut back before it is found by it.
        log.info("Access audit checkpoint {}: signed the chain's head {}", claim.seq(),
                AccessChain.hex(claim.headHash()));
        return new Head(next.seq(), next.hash(), claim.seq(), claim.at());
    }

    private Head lockHead() {
        return jdbc.sql("SELECT seq, hash, checkpoint_seq, checkpoint_at FROM access_audit_head FOR UPDATE")
                .query((row, n) -> new Head(row.getLong("seq"), row.getBytes("hash"), row.getLong("checkpoint_seq"),
                        SqlTimes.instant(row, "checkpoint_at")))
                .single();
    }

    private Head insert(AccessEntry entry, Head head) {
        byte[] hash = entry.hash();
        jdbc.sql("""
                        INSERT INTO access_audit (seq, at, kind, action, account, role, prescription_id, search,
                                                  rows_shown, outcome, source, node, signature, previous_hash, hash,
                                                  target_account)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(entry.seq(), SqlTimes.of(entry.at()), entry.what().kind(), entry.what().action(),
                        entry.who().account(), entry.who().role(), entry.what().prescriptionId(),
                        entry.what().search(), entry.what().rowsShown(), entry.what().outcome(), entry.who().source(),
                        entry.who().node(), entry.signature(), entry.previousHash(), hash,
                        entry.what().targetAccount())
                .update();
        return new Head(entry.seq(), hash, head.checkpointSeq(), head.checkpointAt());
    }

    private void save(Head head) {
        jdbc.sql("UPDATE access_audit_head SET seq = ?, hash = ?, checkpoint_seq = ?, checkpoint_at = ?")
                .params(head.seq(), head.hash(), head.checkpointSeq(), SqlTimes.of(head.checkpointAt()))
                .update();
    }
}
