package org.etp.perf.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.etp.ac.pki.DemoPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JobPkiTests {

    @TempDir
    Path dir;

    @Test
    void makesAFreshDemoPkiAndDeletesItWhenClosed() throws Exception {
        Path made;
        try (JobPki pki = JobPki.open(Optional.empty(), "etp-job-pki-test")) {
            made = pki.pki().path();
            assertThat(made).isDirectory();
            assertThat(pki.describe()).isEqualTo("a fresh demo PKI (deleted afterwards)");
        }
        assertThat(made).doesNotExist();
    }

    @Test
    void usesTheDirectoryGivenAndLeavesItThere() throws Exception {
        Path given = DemoPki.init(dir.resolve("pki")).path();

        try (JobPki pki = JobPki.open(Optional.of(given), "etp-job-pki-test")) {
            assertThat(pki.pki().path()).isEqualTo(given);
            assertThat(pki.describe()).isEqualTo(given.toString());
        }
        assertThat(given).isDirectory();
    }

    @Test
    void saysWhenThePkiCannotBeUsed() {
        assertThatThrownBy(() -> JobPki.open(Optional.of(dir.resolve("missing")), "etp-job-pki-test"))
                .isInstanceOf(TimingException.class).hasMessageStartingWith("the PKI could not be used: ");
    }
}
