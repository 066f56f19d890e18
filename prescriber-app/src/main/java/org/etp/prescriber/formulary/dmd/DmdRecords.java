package org.etp.prescriber.formulary.dmd;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * The records of one section of a dm+d XML file, read as a stream (StAX), one record at a time: in
 * {@code <VIRTUAL_MED_PRODUCTS><VMPS><VMP><VPID>…</VPID><NM>…</NM>…</VMP>…</VMPS>…}, the section {@code VMPS} holds
 * records {@code VMP}, each handed over as its fields by element name ({@code VPID}, {@code NM}…). A file of
 * hundreds of megabytes is read in constant memory. A DTD is refused outright and external entities are never
 * resolved.
 */
final class DmdRecords {

    private static final XMLInputFactory FACTORY = secureFactory();

    private DmdRecords() {
    }

    /** Hands each {@code record} of the root's {@code section} to {@code each}; other sections are skipped. */
    static void read(Path file, String section, String record, Consumer<Map<String, String>> each)
            throws DmdImportException {
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader reader = FACTORY.createXMLStreamReader(in);
            try {
                walk(reader, section, record, each);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw new DmdImportException(file.getFileName() + " is not well-formed dm+d XML: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new DmdImportException(file.getFileName() + " could not be read: " + e.getMessage(), e);
        }
    }

    private static void walk(XMLStreamReader reader, String section, String record, Consumer<Map<String, String>> each)
            throws XMLStreamException, DmdImportException {
        int depth = 0;
        boolean inSection = false;
        while (reader.hasNext()) {
            switch (reader.next()) {
                case XMLStreamConstants.DTD -> throw new DmdImportException("a DTD is not allowed in a dm+d file");
                case XMLStreamConstants.START_ELEMENT -> {
                    depth++;
                    String name = reader.getLocalName();
                    if (depth == 2) {
                        inSection = name.equals(section);
                    } else if (depth == 3 && inSection && name.equals(record)) {
                        each.accept(fields(reader, record));
                        depth--;
                    }
                }
                case XMLStreamConstants.END_ELEMENT -> depth--;
                default -> {
                    // text between records, comments: nothing to keep
                }
            }
        }
    }

    /** The record's fields, read up to and including its end tag. */
    private static Map<String, String> fields(XMLStreamReader reader, String record) throws XMLStreamException {
        Map<String, String> fields = new HashMap<>();
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                String name = reader.getLocalName();
                fields.put(name, reader.getElementText().trim());
            } else if (event == XMLStreamConstants.END_ELEMENT && reader.getLocalName().equals(record)) {
                return fields;
            }
        }
        throw new XMLStreamException("the file ends inside a " + record);
    }

    private static XMLInputFactory secureFactory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        return factory;
    }
}
