package org.etp.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunnableJarsTests {

    @TempDir
    Path target;

    @Test
    void findsTheModulesExecJarAmongTheBuildsOutputs() throws Exception {
        for (String name : new String[] {"pharmacy-app-0.1.0-SNAPSHOT.jar", "prescriber-app-0.1.0-SNAPSHOT-exec.jar",
                "pharmacy-app-0.1.0-SNAPSHOT-exec.jar"}) {
            Files.createFile(target.resolve(name));
        }

        assertThat(RunnableJars.find(target, "pharmacy-app"))
                .hasValue(target.resolve("pharmacy-app-0.1.0-SNAPSHOT-exec.jar"));
    }

    @Test
    void findsNoneBeforeTheBuildOrWithoutATargetDirectory() throws Exception {
        Files.createFile(target.resolve("pharmacy-app-0.1.0-SNAPSHOT.jar"));

        assertThat(RunnableJars.find(target, "pharmacy-app")).isEmpty();
        assertThat(RunnableJars.find(target.resolve("missing"), "pharmacy-app")).isEmpty();
    }
}
