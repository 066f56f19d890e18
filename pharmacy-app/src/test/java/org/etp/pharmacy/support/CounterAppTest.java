package org.etp.pharmacy.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;

/**
 * The whole pharmacy application ({@link PharmacyAppTest}) with the demo counter accounts and MockMvc;
 * every test class carrying it shares one application context.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@PharmacyAppTest
@ActiveProfiles("demo")
@AutoConfigureMockMvc
public @interface CounterAppTest {
}
