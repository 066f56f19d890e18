package org.etp.pharmacy.account;

import java.util.Map;
import org.etp.ac.password.PasswordPolicy;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.crypto.password.Pbkdf2PasswordEncoder;
import org.springframework.security.crypto.scrypt.SCryptPasswordEncoder;

/**
 * Password hashing and the password policy. New hashes are Argon2id (Spring Security's v5.8 parameters: 16 MiB,
 * two passes, through Bouncy Castle); {@code {bcrypt}}, and PBKDF2 and scrypt, are still read, and a sign-in with
 * an older form stores the password again as Argon2id. No {@code {noop}} or other weak form is accepted.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AccountProperties.class)
class AccountConfiguration {

    static final String ARGON2 = "argon2@SpringSecurity_v5_8";

    @Bean
    PasswordEncoder passwordEncoder() {
        return new DelegatingPasswordEncoder(ARGON2, Map.of(
                ARGON2, Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8(),
                "bcrypt", new BCryptPasswordEncoder(),
                "pbkdf2@SpringSecurity_v5_8", Pbkdf2PasswordEncoder.defaultsForSpringSecurity_v5_8(),
                "scrypt@SpringSecurity_v5_8", SCryptPasswordEncoder.defaultsForSpringSecurity_v5_8()));
    }

    /** The pharmacy has no second factor, so a password alone: at least 15 characters. */
    @Bean
    PasswordPolicy passwordPolicy() {
        return PasswordPolicy.singleFactor();
    }
}
