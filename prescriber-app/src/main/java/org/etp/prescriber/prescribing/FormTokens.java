package org.etp.prescriber.prescribing;

import jakarta.servlet.http.HttpSession;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.etp.prescriber.outbox.OutboxRepository;
import org.springframework.stereotype.Component;
import org.springframework.web.util.WebUtils;

/**
 * One-time form tokens. Each new prescription form carries a fresh random token, remembered in the
 * prescriber's session; a form is signed only with a token its session was given. The outbox keeps the
 * token with the prescription it made, so the same form posted again (a double click on a slow link, Back
 * and Sign again, a resent request) finds that prescription instead of signing a second one. Posts of one
 * token are taken one at a time, so the second waits for the first and then finds what it made.
 */
@Component
class FormTokens {

    private static final String ATTRIBUTE = FormTokens.class.getName();
    private static final int REMEMBERED = 64;
    private static final int STRIPES = 64;

    private final OutboxRepository outbox;
    private final SecureRandom random = new SecureRandom();
    private final Object[] stripes = new Object[STRIPES];

    FormTokens(OutboxRepository outbox) {
        this.outbox = outbox;
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new Object();
        }
    }

    /** A new token for a form about to be shown in this session. */
    String issue(HttpSession session) {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        Issued issued = issued(session);
        synchronized (issued) {
            issued.put(token, Boolean.TRUE);
        }
        return token;
    }

    /** Whether this session was given the token (among its latest {@value #REMEMBERED} forms). */
    boolean wasIssued(HttpSession session, String token) {
        if (token == null) {
            return false;
        }
        Issued issued = issued(session);
        synchronized (issued) {
            return issued.containsKey(token);
        }
    }

    /** The prescription that the form with this token has made already, if any. */
    Optional<String> madeWith(String username, String token) {
        return token == null ? Optional.empty() : outbox.madeWith(username, token);
    }

    /** The lock that posts of this token take in turn (tokens share a few locks; that only serialises). */
    Object lockFor(String token) {
        return stripes[Math.floorMod(Objects.hashCode(token), STRIPES)];
    }

    private static Issued issued(HttpSession session) {
        synchronized (WebUtils.getSessionMutex(session)) {
            Issued issued = (Issued) session.getAttribute(ATTRIBUTE);
            if (issued == null) {
                issued = new Issued();
                session.setAttribute(ATTRIBUTE, issued);
            }
            return issued;
        }
    }

    /** The session's latest tokens, oldest first; serialisable, as session attributes should be. */
    private static final class Issued extends LinkedHashMap<String, Boolean> {

        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED;
        }
    }
}
