package org.etp.prescriber.formulary.dmd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DmdRecordsTests {

    @TempDir
    Path temp;

    @Test
    void readsTheRecordsOfOneSectionWithTheirFields() throws Exception {
        List<Map<String, String>> vmps = records(sample().vmps(), "VMPS", "VMP");

        assertThat(vmps).extracting(vmp -> vmp.get("NM")).containsExactly("Amoxicillin 500mg capsules",
                "Sertraline 50mg tablets", "Salbutamol 100micrograms/dose inhaler CFC free");
        assertThat(vmps.get(2)).containsEntry("VPID", "39113611000001102").containsEntry("UDFS", "200.000")
                .containsEntry("UDFS_UOMCD", "3317411000001100").containsEntry("PRES_STATCD", "0001");
    }

    @Test
    void skipsTheOtherSectionsOfAFile() throws Exception {
        assertThat(records(sample().vmps(), "VMPS", "VPI")).isEmpty();
        assertThat(records(sample().vmps(), "VIRTUAL_PRODUCT_INGREDIENT", "VPI")).singleElement()
                .extracting(vpi -> vpi.get("ISID")).isEqualTo("372687004");
        assertThat(records(sample().lookup(), "UNIT_OF_MEASURE", "INFO")).extracting(info -> info.get("DESC"))
                .containsExactly("capsule", "tablet", "dose");
    }

    @Test
    void findsTheReleasesFilesByTheirPublishedNamesAndNotThePacks() throws Exception {
        Files.writeString(temp.resolve("f_vmpp2_3301125.xml"), "<VIRTUAL_MED_PRODUCT_PACK/>");
        for (String name : new String[] {"f_lookup2_3301125.xml", "f_vmp2_3301125.xml", "f_amp2_3301125.xml"}) {
            Files.copy(sample().directory().resolve(name), temp.resolve(name));
        }

        assertThat(DmdRelease.in(temp).vmps().getFileName()).hasToString("f_vmp2_3301125.xml");
        Files.delete(temp.resolve("f_amp2_3301125.xml"));
        assertThatExceptionOfType(DmdImportException.class).isThrownBy(() -> DmdRelease.in(temp))
                .withMessageContaining("f_amp2_*.xml; 0 found");
    }

    @Test
    void refusesADtdAndNeverReadsAnExternalEntity() throws Exception {
        Path secret = Files.writeString(temp.resolve("secret.txt"), "not for the dictionary");
        Path hostile = Files.writeString(temp.resolve("f_vmp2_1.xml"), "<?xml version=\"1.0\"?>"
                + "<!DOCTYPE VIRTUAL_MED_PRODUCTS [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>"
                + "<VIRTUAL_MED_PRODUCTS><VMPS><VMP><VPID>323509004</VPID><NM>&x;</NM></VMP></VMPS></VIRTUAL_MED_PRODUCTS>");
        List<Map<String, String>> read = new ArrayList<>();

        assertThatExceptionOfType(DmdImportException.class)
                .isThrownBy(() -> DmdRecords.read(hostile, "VMPS", "VMP", read::add));
        assertThat(read).isEmpty();
    }

    @Test
    void refusesMalformedXmlNamingTheFile() throws Exception {
        Path broken = Files.writeString(temp.resolve("f_amp2_1.xml"), "<ACTUAL_MEDICINAL_PRODUCTS><AMPS><AMP><APID>1");

        assertThatExceptionOfType(DmdImportException.class)
                .isThrownBy(() -> DmdRecords.read(broken, "AMPS", "AMP", amp -> { }))
                .withMessageStartingWith("f_amp2_1.xml is not well-formed dm+d XML");
    }

    private static List<Map<String, String>> records(Path file, String section, String record) throws DmdImportException {
        List<Map<String, String>> records = new ArrayList<>();
        DmdRecords.read(file, section, record, records::add);
        return records;
    }

    /** The small release checked in beside this test: three real VMPs, one real AMP and their units. */
    static DmdRelease sample() throws URISyntaxException, DmdImportException {
        return DmdRelease.in(Path.of(DmdRecordsTests.class.getResource("sample").toURI()));
    }
}
