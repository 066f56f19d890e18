package org.etp.pharmacy.security;

import java.time.Clock;
import java.time.Duration;
import org.etp.ac.login.LoginThrottle;
import org.etp.pharmacy.account.AccountSessionFilter;
import org.etp.pharmacy.account.Accounts;
import org.etp.pharmacy.account.CounterRole;
import org.etp.pharmacy.access.AccessLog;
import org.etp.pharmacy.counter.dispensing.CounterActions;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.authentication.DisabledException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.DelegatingAuthenticationEntryPoint;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.access.intercept.AuthorizationFilter;
import org.springframework.security.web.context.SecurityContextHolderFilter;

/**
 * Form login, CSRF on (Spring Security's default, kept), logout by POST. Every page needs a signed-in
 * account; every change (a POST under {@code /prescriptions}) needs a pharmacist, here and again on the
 * service method; the access audit's report ({@code /access}) needs a privacy officer, who sees nothing else; the
 * account pages ({@code /accounts}) need an administrator, who sees no patient data either; every account may change
 * its own password ({@code /password}). Accounts are the {@code account} table's ({@link Accounts}); a session
 * whose account was disabled or changed by an administrator ends at its next request ({@link AccountSessionFilter}). Open without login: the login page, static assets, and {@code /actuator/health},
 * {@code /actuator/info} and {@code /actuator/prometheus}, which probes and scrapers poll and which carry
 * no patient data. A page's script that finds itself signed out is answered 401, not sent to the login
 * page; and a session only a page's script has used for the session timeout is ended
 * ({@link IdleSessionFilter}), so that a queue left open does not keep it alive for ever. Sign-ins are throttled
 * ({@link ThrottledSignIn}, {@code etp.login.*}).
 */
@Configuration(proxyBeanMethods = false)
@EnableMethodSecurity
@EnableConfigurationProperties(LoginProperties.class)
class SecurityConfiguration {

    private static final String SECURITY_EVENTS = "org.etp.pharmacy.security-events";
    private static final String PHARMACIST = CounterRole.PHARMACIST.name();
    private static final String TECHNICIAN = CounterRole.TECHNICIAN.name();
    private static final String PRIVACY_OFFICER = CounterRole.PRIVACY_OFFICER.name();
    private static final String ADMINISTRATOR = CounterRole.ADMINISTRATOR.name();

    @Bean
    SecurityFilterChain securityFilterChain(HttpSecurity http, Clock clock,
            @Value("${server.servlet.session.timeout:30m}") Duration sessionTimeout, CounterActions actions,
            Accounts accounts, PasswordEncoder encoder, LoginThrottle throttle, AccessLog audit) throws Exception {
        DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(accounts);
        passwords.setPasswordEncoder(encoder);
        passwords.setUserDetailsPasswordService(accounts);
        // A disabled account's password is checked like any other, and only then refused: neither the time nor the
        // answer says that the account exists but is disabled.
        passwords.setPreAuthenticationChecks(account -> { });
        passwords.setPostAuthenticationChecks(account -> {
            if (!account.isEnabled()) {
                throw new DisabledException("the account is disabled");
            }
        });
        PageScripts pageScripts = new PageScripts();
        return http
                .addFilterBefore(new IdleSessionFilter(pageScripts, sessionTimeout, clock),
                        SecurityContextHolderFilter.class)
                .addFilterBefore(new AccountSessionFilter(accounts), AuthorizationFilter.class)
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers("/login", "/css/**", "/js/**", "/webjars/**", "/favicon.ico", "/favicon.svg",
                                "/error")
                        .permitAll()
                        .requestMatchers("/actuator/health", "/actuator/health/**", "/actuator/info",
                                "/actuator/prometheus").permitAll()
                        .requestMatchers(HttpMethod.POST, "/prescriptions/**").hasRole(PHARMACIST)
                        .requestMatchers(HttpMethod.GET, "/prescriptions/*/dispense").hasRole(PHARMACIST)
                        .requestMatchers("/audit", "/audit/**").hasRole(PHARMACIST)
                        .requestMatchers("/access", "/access/**").hasRole(PRIVACY_OFFICER)
                        .requestMatchers("/accounts", "/accounts/**").hasRole(ADMINISTRATOR)
                        .requestMatchers("/password").authenticated()
                        .anyRequest().hasAnyRole(PHARMACIST, TECHNICIAN))
                .authenticationManager(new ProviderManager(new ThrottledSignIn(passwords, throttle, audit)))
                .formLogin(login -> login.loginPage("/login").successHandler(new FirstPage()))
                .exceptionHandling(exceptions -> exceptions.accessDeniedHandler(new RefusedActions(actions))
                        .authenticationEntryPoint(
                        DelegatingAuthenticationEntryPoint.builder()
                                .addEntryPointFor(new SignedOutEntryPoint(), pageScripts)
                                .defaultEntryPoint(new LoginUrlAuthenticationEntryPoint("/login")).build()))
                .logout(logout -> logout.logoutSuccessUrl("/login?logout"))
                .headers(headers -> headers.contentSecurityPolicy(csp -> csp.policyDirectives(
                        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
                                + " object-src 'none'; frame-ancestors 'none'; form-action 'self'")))
                .build();
    }

    @Bean
    LoginThrottle loginThrottle(LoginProperties settings, LoginFailures failures, Clock clock) {
        return new LoginThrottle(settings.policy(), failures, clock, LoggerFactory.getLogger(SECURITY_EVENTS));
    }
}
