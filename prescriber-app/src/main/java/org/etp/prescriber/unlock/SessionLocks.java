package org.etp.prescriber.unlock;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.etp.prescriber.signing.UnlockedKeys;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;
import org.springframework.security.core.session.SessionDestroyedEvent;
import org.springframework.security.web.session.HttpSessionEventPublisher;

/**
 * Locks a key when its session ends — signed out (the session is invalidated), timed out, or ended by the idle
 * rule of the account package — through the container's session events ({@link HttpSessionEventPublisher}); and
 * every {@value #SWEEP_SECONDS} s locks the keys unused for {@code etp.signing.unlock.idle}, so that an idle token
 * is logged out even when nobody asks it to sign again (a use after the idle time is refused at once).
 */
@Configuration(proxyBeanMethods = false)
class SessionLocks implements SmartLifecycle {

    static final long SWEEP_SECONDS = 15;

    private final UnlockedKeys unlocked;
    private volatile ScheduledExecutorService sweeper;

    SessionLocks(UnlockedKeys unlocked) {
        this.unlocked = unlocked;
    }

    /** Tells the app of each HTTP session that ends. */
    @Bean
    static HttpSessionEventPublisher httpSessionEventPublisher() {
        return new HttpSessionEventPublisher();
    }

    @EventListener
    void sessionEnded(SessionDestroyedEvent ended) {
        unlocked.lockSession(ended.getId());
    }

    @Override
    public void start() {
        sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "signing-key-idle-locks");
            thread.setDaemon(true);
            return thread;
        });
        sweeper.scheduleWithFixedDelay(unlocked::lockIdle, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void stop() {
        ScheduledExecutorService running = sweeper;
        if (running != null) {
            running.shutdownNow();
        }
        sweeper = null;
    }

    @Override
    public boolean isRunning() {
        return sweeper != null;
    }
}
