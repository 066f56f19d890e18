package org.etp.ac.password;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

class PasswordPolicyTests {

    private final PasswordPolicy policy = PasswordPolicy.singleFactor();

    @Test
    void refusesFourteenCharactersAndAcceptsFifteen() {
        assertThatThrownBy(() -> policy.check("kettle-orbit-q", "lee")).isInstanceOf(WeakPasswordException.class)
                .hasMessage("A password needs at least 15 characters; this one has 14.");
        assertThatCode(() -> policy.check("kettle-orbit-qz", "lee")).doesNotThrowAnyException();
    }

    @Test
    void countsCharactersNotBytes() {
        assertThatCode(() -> policy.check("ébène-ßüñ-ŧøŵéł", "lee")).doesNotThrowAnyException();
        assertThatThrownBy(() -> policy.check("😀😀😀😀😀😀😀😀😀😀😀😀😀😀", "lee")).hasMessageContaining("this one has 14");
    }

    @Test
    void acceptsFifteenRandomCharactersOfAnyOneKindWithoutCompositionRules() throws Exception {
        SecureRandom random = new SecureRandom();
        for (String alphabet : new String[] {"abcdefghijklmnopqrstuvwxyz", "0123456789", "ABCDEFGHJKLMNPQRSTUVWXYZ",
                "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%&*+-=?@"}) {
            StringBuilder password = new StringBuilder();
            for (int i = 0; i < 15; i++) {
                password.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            policy.check(password.toString(), "lee");
        }
        policy.check("correct horse battery staple", "lee");
    }

    @Test
    void refusesACommonPasswordFromTheShippedListWhateverItsCase() {
        assertThat(CommonPasswords.shipped().size()).isGreaterThan(40_000);
        assertThat(CommonPasswords.shipped().contains("password")).isTrue();
        assertThatThrownBy(() -> policy.check("PasswordPassword", "lee"))
                .hasMessage("This password is on a list of common or leaked passwords. Choose another.");
        assertThatThrownBy(() -> policy.check("1qaz2wsx3edc4rfv", "lee")).hasMessageContaining("common or leaked");
        assertThatThrownBy(() -> PasswordPolicy.withSecondFactor().check("baseball", "lee"))
                .hasMessageContaining("common or leaked");
    }

    @Test
    void refusesRepeatedAndSequentialRuns() {
        for (String run : new String[] {"aaaaaaaaaaaaaaaa", "abcabcabcabcabcabc", "0123456789:;<=>?", "zyxwvutsrqponmlk"}) {
            assertThatThrownBy(() -> policy.check(run, "lee")).as(run).hasMessageContaining("repeated or sequential");
        }
    }

    @Test
    void refusesAPasswordContainingTheUsername() {
        assertThatThrownBy(() -> policy.check("winter-SHAH-lantern", "shah"))
                .hasMessage("A password must not contain the username.");
    }

    @Test
    void allowsLongPasswordsAndRefusesPastTheMaximum() throws Exception {
        policy.check("x1-".repeat(21) + "q", "lee");
        policy.check("river stone ".repeat(10) + "ok", "lee");
        assertThatThrownBy(() -> policy.check("river stone ".repeat(10) + "ok!!!!!!!", "lee"))
                .hasMessageContaining("at most 128 characters");
    }

    @Test
    void refusesAnEmptyPassword() {
        assertThatThrownBy(() -> policy.check("", "lee")).hasMessage("Enter a password.");
        assertThatThrownBy(() -> policy.check(null, "lee")).hasMessage("Enter a password.");
    }
}
