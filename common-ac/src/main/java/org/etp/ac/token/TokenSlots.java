package org.etp.ac.token;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The labels of the tokens a PKCS#11 module has present, by slot, read through the JDK's own PKCS#11 wrapper
 * ({@code sun.security.pkcs11.wrapper}): SunPKCS11 is configured by slot, but a site names its token by label.
 * The wrapper is not exported, so the JVM must be started with
 * {@code --add-exports jdk.crypto.cryptoki/sun.security.pkcs11.wrapper=ALL-UNNAMED} (the runnable jars' manifests
 * say {@code Add-Exports}); it is called by reflection because the build compiles with {@code --release}, which
 * allows no export of a JDK package.
 *
 * <p>The module is initialised as SunPKCS11 initialises it, with OS locking allowed: the wrapper keeps one instance
 * per library path and the provider reuses it, so the first initialisation decides whether the module may be used
 * from several threads at once.
 */
final class TokenSlots {

    static final String EXPORT = "--add-exports jdk.crypto.cryptoki/sun.security.pkcs11.wrapper=ALL-UNNAMED";

    private static final String WRAPPER = "sun.security.pkcs11.wrapper.";
    private static final long CKF_OS_LOCKING_OK = 0x00000002L;

    private TokenSlots() {
    }

    /** The label (trimmed) of the token in each slot of {@code library} that has one, in the module's order. */
    static Map<Long, String> labels(Path library) throws TokenException {
        try {
            Class<?> pkcs11 = Class.forName(WRAPPER + "PKCS11");
            Class<?> initArgsType = Class.forName(WRAPPER + "CK_C_INITIALIZE_ARGS");
            Object initArgs = initArgsType.getConstructor().newInstance();
            initArgsType.getField("flags").setLong(initArgs, CKF_OS_LOCKING_OK);
            Method getInstance = pkcs11.getMethod("getInstance", String.class, String.class, initArgsType,
                    boolean.class);
            Object module = getInstance.invoke(null, library.toString(), "C_GetFunctionList", initArgs, false);
            long[] slots = (long[]) pkcs11.getMethod("C_GetSlotList", boolean.class).invoke(module, true);
            Method tokenInfo = pkcs11.getMethod("C_GetTokenInfo", long.class);
            Map<Long, String> labels = new LinkedHashMap<>();
            for (long slot : slots) {
                Object info = tokenInfo.invoke(module, slot);
                char[] label = (char[]) info.getClass().getField("label").get(info);
                labels.put(slot, new String(label).strip());
            }
            return labels;
        } catch (IllegalAccessException | IllegalAccessError e) {
            throw new TokenException("the JDK's PKCS#11 wrapper is not open to ETP: start Java with " + EXPORT, e);
        } catch (InvocationTargetException e) {
            throw new TokenException("could not read the tokens of the PKCS#11 library " + library + ": "
                    + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new TokenException("this JDK's PKCS#11 wrapper is not the one ETP knows (Java 17 or newer with the"
                    + " jdk.crypto.cryptoki module)", e);
        }
    }
}
