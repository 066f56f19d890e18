package org.etp.perf.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DefaultPkiTests {

    @TempDir
    Path here;

    @TempDir
    Path repository;

    @Test
    void takesThePkiInTheWorkingDirectoryFirst() throws IOException {
        Files.createDirectories(here.resolve("pki"));
        Files.createDirectories(here.resolve("demo/pki"));

        assertThat(DefaultPki.find(here, repository.toString())).isEqualTo(here.resolve("pki"));
    }

    @Test
    void takesTheDemosPkiWhenThereIsNoOtherAfterEtpDemo() throws IOException {
        Files.createDirectories(here.resolve("demo/pki"));

        assertThat(DefaultPki.find(here, null)).isEqualTo(here.resolve("demo/pki"));
    }

    @Test
    void takesTheRepositorysDemoPkiWhenRunFromElsewhere() throws IOException {
        Files.createDirectories(repository.resolve("demo/pki"));

        assertThat(DefaultPki.find(here, repository.toString())).isEqualTo(repository.resolve("demo/pki"));
    }

    @Test
    void namesThePkiDirectoryWhenThereIsNone() {
        assertThat(DefaultPki.find(here, repository.toString())).isEqualTo(here.resolve("pki"));
    }
}
