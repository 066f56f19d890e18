package org.etp.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/** Writes a runnable jar of {@link TinyApp}: its one class file from the test classpath and a Main-Class. */
final class TinyJar {

    private TinyJar() {
    }

    static Path write(Path dir) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, TinyApp.class.getName());
        Path jar = dir.resolve("tiny-app-1.0-exec.jar");
        String entry = TinyApp.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
                InputStream classFile = TinyApp.class.getResourceAsStream("/" + entry)) {
            out.putNextEntry(new JarEntry(entry));
            classFile.transferTo(out);
            out.closeEntry();
        }
        return jar;
    }
}
