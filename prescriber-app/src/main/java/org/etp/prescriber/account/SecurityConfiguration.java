package org.etp.prescriber.account;

import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import org.etp.ac.login.LoginThrottle;
import org.etp.prescriber.passkeys.PasskeyProperties;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.security.config.ObjectPostProcessor;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.DelegatingAuthenticationEntryPoint;
import org.springframework.security.web.authentication.HttpStatusEntryPoint;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.context.SecurityContextHolderFilter;
import org.springframework.security.web.webauthn.authentication.WebAuthnAuthenticationFilter;

/**
 * Form login for the configured accounts, CSRF on (Spring Security's default, kept), logout by POST.
 * A Content-Security-Policy allows this app's own scripts and styles only. Only the login page, the style
 * sheet, the icon, the page script and the health and metrics endpoints are open;
 * metrics carry no patient data. A session that only a page's script has used for the session timeout is
 * ended ({@link IdleSessionFilter}), so that History left open does not keep a session that can sign alive. Sign-ins
 * are throttled ({@link ThrottledSignIn}, {@code etp.login.*}).
 *
 * <p>Passkeys are registered, for the signed-in prescriber only, through Spring Security's WebAuthn filters
 * ({@code POST /webauthn/register/options}, {@code POST /webauthn/register}, {@code DELETE /webauthn/register/{id}}
 * for its owner only), with the relying party of {@code etp.passkeys.*}. They confirm signatures
 * ({@code passkeys.AssertionVerifier}); they are not a way to sign in: passkey sign-in is switched off, so that
 * every sign-in goes through the password and its throttle, and the default registration page (which has an
 * inline script the policy refuses) is not served.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(LoginProperties.class)
class SecurityConfiguration {

    /** Scripts and styles from this app's own files only: no page has an inline script, style or handler. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self';"
            + " img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

    @Bean
    SecurityFilterChain securityFilterChain(HttpSecurity http,
            @Value("${server.servlet.session.timeout:30m}") Duration idleLimit, Clock clock, UserDetailsService users,
            PasswordEncoder encoder, LoginThrottle throttle, PasskeyProperties passkeys) throws Exception {
        DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(users);
        passwords.setPasswordEncoder(encoder);
        return http
                .addFilterBefore(new IdleSessionFilter(new PageScripts(), idleLimit, clock),
                        SecurityContextHolderFilter.class)
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers("/login", "/css/**", "/js/**", "/favicon.ico", "/favicon.svg", "/error").permitAll()
                        .requestMatchers("/actuator/health", "/actuator/health/**", "/actuator/info",
                                "/actuator/prometheus").permitAll()
                        .anyRequest().authenticated())
                .authenticationManager(new ProviderManager(new ThrottledSignIn(passwords, throttle)))
                .formLogin(login -> login.loginPage("/login").defaultSuccessUrl("/prescriptions/new", false))
                // A page's script is told 401, not redirected to the login page, so that the page can say so.
                .exceptionHandling(exceptions -> exceptions.authenticationEntryPoint(
                        DelegatingAuthenticationEntryPoint.builder()
                                .addEntryPointFor(new HttpStatusEntryPoint(HttpStatus.UNAUTHORIZED), new PageScripts())
                                .defaultEntryPoint(new LoginUrlAuthenticationEntryPoint("/login")).build()))
                .logout(logout -> logout.logoutSuccessUrl("/login?logout"))
                .webAuthn(webAuthn -> webAuthn.rpId(passkeys.rpId()).rpName(passkeys.rpName())
                        .allowedOrigins(Set.copyOf(passkeys.origins())).disableDefaultRegistrationPage(true)
                        .withObjectPostProcessor(new NoPasskeySignIn()))
                .headers(headers -> headers.contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY)))
                .build();
    }

    /** Passkey sign-in ({@code POST /login/webauthn}) answers no request. */
    private static final class NoPasskeySignIn implements ObjectPostProcessor<WebAuthnAuthenticationFilter> {

        @Override
        public <O extends WebAuthnAuthenticationFilter> O postProcess(O filter) {
            filter.setRequiresAuthenticationRequestMatcher(request -> false);
            return filter;
        }
    }

    @Bean
    LoginThrottle loginThrottle(LoginProperties settings, LoginFailures failures, Clock clock) {
        return new LoginThrottle(settings.policy(), failures, clock,
                LoggerFactory.getLogger("org.etp.prescriber.security-events"));
    }

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    UserDetailsService userDetailsService(AccountProperties properties) {
        InMemoryUserDetailsManager users = new InMemoryUserDetailsManager();
        properties.accounts().forEach((username, account) -> {
            UserDetails user = User.withUsername(username).password(account.password()).roles("PRESCRIBER").build();
            users.createUser(user);
        });
        return users;
    }
}
