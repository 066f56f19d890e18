package org.etp.ac.password;

/** A password the {@link PasswordPolicy} refused; its message is the sentence to show whoever chose it. */
public final class WeakPasswordException extends Exception {

    private static final long serialVersionUID = 1L;

    public WeakPasswordException(String sentence) {
        super(sentence);
    }
}
