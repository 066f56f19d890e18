package org.etp.pharmacy.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.etp.ac.audit.AccessChainWalk;
import org.etp.ac.audit.StoredAccessChain;
import org.etp.db.testing.TestDatabase;
import org.etp.pharmacy.identity.PharmacyKey;
import org.etp.pharmacy.support.PharmacyNode;
import org.junit.jupiter.api.Test;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/** Two nodes on one database, several threads each, appending at once: one chain, unforked and unbroken. */
class AccessChainConcurrencyIntegrationTests {

    private static final int THREADS_PER_NODE = 4;
    private static final int VIEWS_PER_THREAD = 25;
    private static final int CHECKPOINT_EVERY = 7;

    @Test
    void leavesOneUnbrokenSignedChainWhenTwoNodesAppendAtOnce() throws Exception {
        TestDatabase database = TestDatabase.create("etp_access");
        try (PharmacyNode a = PharmacyNode.start("audit-a", database, "etp.audit.checkpoint-every=" + CHECKPOINT_EVERY);
                PharmacyNode b = PharmacyNode.start("audit-b", database,
                        "etp.audit.checkpoint-every=" + CHECKPOINT_EVERY)) {
            ExecutorService threads = Executors.newFixedThreadPool(2 * THREADS_PER_NODE);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> writers = new ArrayList<>();
            for (int t = 0; t < 2 * THREADS_PER_NODE; t++) {
                AccessLog log = (t % 2 == 0 ? a : b).bean(AccessLog.class);
                String account = "writer-" + t;
                writers.add(threads.submit(() -> {
                    SecurityContextHolder.getContext().setAuthentication(UsernamePasswordAuthenticationToken
                            .authenticated(account, null, List.of(new SimpleGrantedAuthority("ROLE_PHARMACIST"))));
                    start.await();
                    for (int i = 0; i < VIEWS_PER_THREAD; i++) {
                        log.viewed("PRESCRIPTION_PAGE", "ID-" + account + "-" + i);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> writer : writers) {
                writer.get(2, TimeUnit.MINUTES);
            }
            threads.shutdown();

            AccessChainWalk walk;
            try (Connection connection = database.connect()) {
                walk = StoredAccessChain.verify(connection, a.bean(PharmacyKey.class).certificate());
            }

            long views = 2L * THREADS_PER_NODE * VIEWS_PER_THREAD;
            assertThat(walk.entries() - walk.checkpoints()).isEqualTo(views);
            assertThat(walk.checkpoints()).isEqualTo(walk.entries() / (CHECKPOINT_EVERY + 1));
            assertThat(count(database, "SELECT count(DISTINCT node) FROM access_audit WHERE kind = 'VIEW'"))
                    .isEqualTo(2);
            assertThat(count(database, "SELECT count(*) FROM access_audit WHERE kind = 'VIEW' AND account LIKE"
                    + " 'writer-%' AND role = 'PHARMACIST' AND source IS NULL")).isEqualTo(views);
        }
    }

    private static long count(TestDatabase database, String sql) throws Exception {
        try (Connection connection = database.connect();
                var query = connection.prepareStatement(sql);
                var rows = query.executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
