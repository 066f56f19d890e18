package org.etp.prescriber.formulary.dmd;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.etp.prescriber.formulary.Formulary;
import org.etp.prescriber.formulary.Product;

/**
 * Writes a dm+d release in the published file layout and element structure ({@code f_lookup2_<n>.xml},
 * {@code f_vmp2_<n>.xml}, {@code f_amp2_<n>.xml}): the site list's real products with their real codes, then
 * generated VMPs (substance, strength, form) and one AMP of each from a supplier, with SNOMED-shaped codes in the
 * dm+d namespace (1000001) that pass their Verhoeff check. Every 97th product is INVALID and every 89th VMP is not
 * prescribable (PRES_STATCD 0003). The other sections the real files carry (ingredients, forms, routes) are written
 * too, so that the import is seen to skip them.
 */
final class DmdReleaseGenerator {

    static final String TABLET = "428673006";
    static final String CAPSULE = "428641000";
    static final String ML = "258773002";
    static final String DOSE = "3317411000001100";

    private static final String[] SUBSTANCES = {"Amoxicillin", "Atorvastatin", "Amlodipine", "Bisoprolol", "Candesartan",
        "Cetirizine", "Citalopram", "Clarithromycin", "Co-codamol", "Codeine", "Diazepam", "Diclofenac", "Doxycycline",
        "Escitalopram", "Esomeprazole", "Flucloxacillin", "Fluoxetine", "Folic acid", "Furosemide", "Gabapentin",
        "Gliclazide", "Ibuprofen", "Indapamide", "Lansoprazole", "Levothyroxine", "Lisinopril", "Loratadine", "Losartan",
        "Metformin", "Metronidazole", "Mirtazapine", "Montelukast", "Naproxen", "Nitrofurantoin", "Omeprazole",
        "Paracetamol", "Pravastatin", "Prednisolone", "Pregabalin", "Propranolol", "Ramipril", "Ranitidine",
        "Rosuvastatin", "Sertraline", "Simvastatin", "Sitagliptin", "Spironolactone", "Tamsulosin", "Tramadol",
        "Trimethoprim", "Venlafaxine", "Warfarin", "Zopiclone", "Allopurinol", "Apixaban", "Aspirin", "Baclofen",
        "Carbamazepine", "Clopidogrel", "Colchicine"};
    private static final String[] STRENGTHS = {"1mg", "2.5mg", "5mg", "10mg", "20mg", "25mg", "40mg", "50mg", "100mg",
        "200mg", "250mg", "500mg"};
    private static final String[][] FORMS = {{"tablets", TABLET}, {"capsules", CAPSULE}, {"modified-release tablets", TABLET},
        {"gastro-resistant tablets", TABLET}, {"dispersible tablets", TABLET}, {"orodispersible tablets", TABLET},
        {"chewable tablets", TABLET}, {"film-coated tablets", TABLET}, {"modified-release capsules", CAPSULE},
        {"soluble tablets", TABLET}, {"effervescent tablets", TABLET}, {"hard capsules", CAPSULE},
        {"oral suspension sugar free", ML}, {"oral solution", ML}};
    private static final String[] SUPPLIERS = {"Accord Healthcare Ltd", "Teva UK Ltd", "Sandoz Ltd", "Zentiva",
        "Aurobindo Pharma - Milpharm Ltd", "Crescent Pharma Ltd", "Almus Pharmaceuticals Ltd", "Dr Reddy's Laboratories (UK) Ltd"};

    private DmdReleaseGenerator() {
    }

    /** A release of the site's products and about {@code products} more, half VMPs and half AMPs, in {@code directory}. */
    static void write(Path directory, int products, String releaseNumber) throws IOException, XMLStreamException {
        Files.createDirectories(directory);
        List<String[]> vmps = new ArrayList<>();   // code, name, unit code, INVALID, PRES_STATCD
        List<String[]> amps = new ArrayList<>();   // code, VMP code, name, supplier, INVALID
        Set<String> names = new HashSet<>();
        for (Product site : new Formulary().products()) {
            names.add(site.name());
            if (site.kind() == Product.Kind.VMP) {
                vmps.add(new String[] {site.dmdCode(), site.name(), unitCode(site.unit()), "0", "0001"});
            }
        }
        amps.add(new String[] {"222311000001102", "39113611000001102", "Ventolin 100micrograms/dose Evohaler",
            "GlaxoSmithKline UK Ltd", "0"});
        long item = 9_000_000;
        for (int n = 0; vmps.size() + amps.size() < products; n++) {
            String[] form = FORMS[(n / (SUBSTANCES.length * STRENGTHS.length)) % FORMS.length];
            String name = SUBSTANCES[n % SUBSTANCES.length] + " " + STRENGTHS[(n / SUBSTANCES.length) % STRENGTHS.length]
                    + " " + form[0];
            if (!names.add(name)) {
                continue;
            }
            String vpid = sctid(item++);
            vmps.add(new String[] {vpid, name, form[1], n % 97 == 96 ? "1" : "0", n % 89 == 88 ? "0003" : "0001"});
            amps.add(new String[] {sctid(item++), vpid, name, SUPPLIERS[n % SUPPLIERS.length], n % 97 == 50 ? "1" : "0"});
        }
        writeLookup(directory.resolve("f_lookup2_" + releaseNumber + ".xml"));
        writeVmps(directory.resolve("f_vmp2_" + releaseNumber + ".xml"), vmps);
        writeAmps(directory.resolve("f_amp2_" + releaseNumber + ".xml"), amps);
    }

    private static void writeLookup(Path file) throws IOException, XMLStreamException {
        Map<String, String> units = new LinkedHashMap<>();
        units.put(TABLET, "tablet");
        units.put(CAPSULE, "capsule");
        units.put(ML, "ml");
        units.put(DOSE, "dose");
        try (Document xml = new Document(file, "LOOKUP")) {
            xml.start("COMBINATION_PACK_IND").record("INFO", "CD", "1", "DESC", "Combination pack").end();
            xml.start("UNIT_OF_MEASURE");
            for (Map.Entry<String, String> unit : units.entrySet()) {
                xml.record("INFO", "CD", unit.getKey(), "CDDT", "2004-09-10", "DESC", unit.getValue());
            }
            xml.end();
        }
    }

    private static void writeVmps(Path file, List<String[]> vmps) throws IOException, XMLStreamException {
        try (Document xml = new Document(file, "VIRTUAL_MED_PRODUCTS")) {
            xml.start("VMPS");
            for (String[] vmp : vmps) {
                boolean liquid = ML.equals(vmp[2]);
                xml.record("VMP", "VPID", vmp[0], "VPIDDT", "2005-01-01", "INVALID", "1".equals(vmp[3]) ? "1" : null,
                        "NM", vmp[1], "BASISCD", "0001", "PRES_STATCD", vmp[4], "NON_AVAILCD", "0000",
                        "DF_INDCD", liquid ? "2" : "1", "UDFS", DOSE.equals(vmp[2]) ? "200.000" : "1.000",
                        "UDFS_UOMCD", vmp[2], "UNIT_DOSE_UOMCD", DOSE.equals(vmp[2]) ? "3318611000001103" : vmp[2]);
            }
            xml.end();
            xml.start("VIRTUAL_PRODUCT_INGREDIENT");
            for (String[] vmp : vmps) {
                xml.record("VPI", "VPID", vmp[0], "ISID", "387170002", "BASIS_STRNTCD", "0001");
            }
            xml.end();
            xml.start("DRUG_ROUTE");
            for (String[] vmp : vmps) {
                xml.record("DROUTE", "VPID", vmp[0], "ROUTECD", "26643006");
            }
            xml.end();
        }
    }

    private static void writeAmps(Path file, List<String[]> amps) throws IOException, XMLStreamException {
        try (Document xml = new Document(file, "ACTUAL_MEDICINAL_PRODUCTS")) {
            xml.start("AMPS");
            for (String[] amp : amps) {
                xml.record("AMP", "APID", amp[0], "INVALID", "1".equals(amp[4]) ? "1" : null, "VPID", amp[1],
                        "NM", amp[2], "DESC", amp[2] + " (" + amp[3] + ")", "NMDT", "2010-06-01", "SUPPCD", "2070501000001102",
                        "LIC_AUTHCD", "0001", "AVAIL_RESTRICTCD", "0001");
            }
            xml.end();
            xml.start("AP_INGREDIENT").record("AP_ING", "APID", amps.get(0)[0], "ISID", "387170002").end();
        }
    }

    private static String unitCode(String unit) {
        return switch (unit) {
            case "tablet" -> TABLET;
            case "capsule" -> CAPSULE;
            case "dose" -> DOSE;
            default -> ML;
        };
    }

    /** An identifier in the dm+d extension (namespace 1000001, partition 10) with the check digit the model accepts. */
    static String sctid(long item) {
        String body = item + "100000110";
        for (int digit = 0; digit < 10; digit++) {
            try {
                return new Product(body + digit, Product.Kind.VMP, "x", "tablet", null, null).dmdCode();
            } catch (IllegalArgumentException wrongCheckDigit) {
                // the next digit; exactly one passes the Verhoeff check
            }
        }
        throw new IllegalStateException("no Verhoeff check digit for " + body);
    }

    /** One XML file written as a stream: sections under the root, records of simple fields. */
    private static final class Document implements AutoCloseable {

        private final OutputStream out;
        private final XMLStreamWriter xml;

        Document(Path file, String root) throws IOException, XMLStreamException {
            this.out = Files.newOutputStream(file);
            this.xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement(root);
            xml.writeNamespace("xsi", "http://www.w3.org/2001/XMLSchema-instance");
        }

        Document start(String section) throws XMLStreamException {
            xml.writeStartElement(section);
            return this;
        }

        /** A record of fields given as name, value pairs; a null value is left out, as dm+d leaves out empty fields. */
        Document record(String name, String... fields) throws XMLStreamException {
            xml.writeStartElement(name);
            for (int i = 0; i < fields.length; i += 2) {
                if (fields[i + 1] != null) {
                    xml.writeStartElement(fields[i]);
                    xml.writeCharacters(fields[i + 1]);
                    xml.writeEndElement();
                }
            }
            xml.writeEndElement();
            return this;
        }

        Document end() throws XMLStreamException {
            xml.writeEndElement();
            return this;
        }

        @Override
        public void close() throws IOException, XMLStreamException {
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
            out.close();
        }
    }
}
