package org.etp.pharmacy.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.List;
import org.etp.ac.wire.MessageKind;
import org.etp.pharmacy.intake.EmbeddedIntake.HeldKind;
import org.junit.jupiter.api.Test;

class MessageHandlersTests {

    private static final HeldKind SUBMIT = new HeldKind(MessageKind.SUBMIT, IntakeExecutor.VERIFICATION);
    private static final HeldKind CANCEL = new HeldKind(MessageKind.CANCEL, IntakeExecutor.DATABASE);
    private static final HeldKind STATUS = new HeldKind(MessageKind.STATUS, IntakeExecutor.DATABASE);

    @Test
    void findsTheOneHandlerOfEachKind() {
        assertThat(MessageHandlers.byKind(List.of(STATUS, SUBMIT, CANCEL))).containsEntry(MessageKind.SUBMIT, SUBMIT)
                .containsEntry(MessageKind.CANCEL, CANCEL).containsEntry(MessageKind.STATUS, STATUS).hasSize(3);
    }

    @Test
    void refusesToStartWhenAKindHasNoHandler() {
        assertThatIllegalStateException().isThrownBy(() -> MessageHandlers.byKind(List.of(SUBMIT, STATUS)))
                .withMessage("no handler of message kind [CANCEL]");
    }

    @Test
    void refusesToStartWhenAKindHasTwoHandlers() {
        assertThatIllegalStateException()
                .isThrownBy(() -> MessageHandlers.byKind(List.of(SUBMIT, CANCEL, STATUS,
                        new HeldKind(MessageKind.CANCEL, IntakeExecutor.VERIFICATION))))
                .withMessageStartingWith("two handlers of message kind CANCEL");
    }
}
