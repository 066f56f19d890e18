package org.etp.pharmacy.security;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Form login, CSRF on (Spring Security's default, kept), logout by POST. Every page needs a signed-in
 * account; every change (a POST under {@code /prescriptions}) needs a pharmacist, here and again on the
 * service method. Open without login: the login page, static assets, and {@code /actuator/health},
 * {@code /actuator/info} and {@code /actuator/prometheus}, which probes and scrapers poll and which carry
 * no patient data.
 */
@Configuration(proxyBeanMethods = false)
@EnableMethodSecurity
@EnableConfigurationProperties(AccountProperties.class)
class SecurityConfiguration {

    private static final Logger log = LoggerFactory.getLogger(SecurityConfiguration.class);

    private static final String PHARMACIST = CounterRole.PHARMACIST.name();
    private static final String TECHNICIAN = CounterRole.TECHNICIAN.name();

    @Bean
    SecurityFilterChain securityFilterChain(HttpSecurity http) throws Exception {
        return http
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers("/login", "/css/**", "/js/**", "/webjars/**", "/favicon.ico", "/error")
                        .permitAll()
                        .requestMatchers("/actuator/health", "/actuator/health/**", "/actuator/info",
                                "/actuator/prometheus").permitAll()
                        .requestMatchers(HttpMethod.POST, "/prescriptions/**").hasRole(PHARMACIST)
                        .anyRequest().hasAnyRole(PHARMACIST, TECHNICIAN))
                .formLogin(login -> login.loginPage("/login").defaultSuccessUrl("/queue", false))
                .logout(logout -> logout.logoutSuccessUrl("/login?logout"))
                .headers(headers -> headers.contentSecurityPolicy(csp -> csp.policyDirectives(
                        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
                                + " object-src 'none'; frame-ancestors 'none'; form-action 'self'")))
                .build();
    }

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    UserDetailsService userDetailsService(AccountProperties properties) {
        InMemoryUserDetailsManager users = new InMemoryUserDetailsManager();
        properties.accounts().forEach((username, account) -> users.createUser(
                User.withUsername(username).password(account.password()).roles(account.role().name()).build()));
        if (properties.accounts().isEmpty()) {
            log.warn("No counter accounts are configured (etp.accounts.*): nobody can sign in."
                    + " Start with the 'demo' profile for the demo accounts.");
        }
        return users;
    }
}
