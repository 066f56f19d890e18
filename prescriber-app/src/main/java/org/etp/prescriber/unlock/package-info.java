/**
 * Unlocking a prescriber's signing key held in their own PKCS#11 token: the "Unlock signing key" page, where the
 * signed-in prescriber gives the token's PIN for this session ({@code KeyUnlock}); the wrong PINs counted per account
 * in {@code signing_key_failure}, which this package owns ({@code UnlockFailures}), locking the key for
 * {@code etp.signing.unlock.locked-for} after {@code etp.signing.unlock.max-failures} in a row; and the locks at the
 * end of a session and after an idle time ({@code SessionLocks}). The keys themselves are held by the signing
 * package ({@code UnlockedKeys}); keys in software need no unlock.
 */
package org.etp.prescriber.unlock;
