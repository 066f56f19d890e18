package org.etp.prescriber.token;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.LuminanceSource;
import com.google.zxing.MultiFormatReader;
import com.google.zxing.NotFoundException;
import com.google.zxing.Result;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.etp.ac.pki.DemoPki;
import org.etp.ac.prescription.PrescriptionIds;
import org.etp.ac.prescription.Profile;
import org.etp.ac.sample.SampleGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The SVG barcodes read back: each is painted as a browser would draw it (white ground, a dark rectangle per
 * path segment, four pixels a module) and decoded with ZXing's own readers. They carry the ID exactly, and the
 * counter's normaliser takes what they carry as that same ID.
 */
class BarcodesTests {

    private static final Pattern SVG_SIZE = Pattern.compile("viewBox=\"0 0 (\\d+) (\\d+)\"");
    private static final Pattern RUN = Pattern.compile("M(\\d+),(\\d+)h(\\d+)v(\\d+)h-\\d+z");
    private static final int PIXELS_PER_MODULE = 4;

    /** Twenty prescriptions' IDs, from test seeds 22,000,000 on: all shapes of check character and ODS code. */
    private static final List<String> IDS = IntStream.range(22_000_000, 22_000_020)
            .mapToObj(seed -> new SampleGenerator(seed).certificate(Profile.PRESCRIPTION,
                    DemoPki.roster().get(0).identity(), LocalDate.of(2026, 3, 14)).prescriptionId().value())
            .toList();

    @ParameterizedTest
    @EnumSource(value = BarcodeFormat.class, names = {"CODE_128", "DATA_MATRIX"})
    void carriesTheExactIdTheCounterReads(BarcodeFormat format) throws NotFoundException {
        for (String id : IDS) {
            String decoded = decode(format == BarcodeFormat.CODE_128 ? Barcodes.code128(id) : Barcodes.dataMatrix(id),
                    format);

            assertThat(decoded).isEqualTo(id);
            assertThat(PrescriptionIds.canonical(decoded)).hasValue(id);
        }
    }

    @Test
    void keepsTheQuietZonesClear() {
        String id = IDS.get(0);
        assertThat(painted(Barcodes.code128(id))).satisfies(image -> {
            for (int x = 0; x < Barcodes.LINEAR_QUIET_ZONE * PIXELS_PER_MODULE; x++) {
                assertThat(image.getRGB(x, 0) & 0xFFFFFF).isEqualTo(0xFFFFFF);
                assertThat(image.getRGB(image.getWidth() - 1 - x, 0) & 0xFFFFFF).isEqualTo(0xFFFFFF);
            }
        });
        assertThat(painted(Barcodes.dataMatrix(id))).satisfies(image -> {
            for (int i = 0; i < image.getWidth(); i++) {
                for (int edge = 0; edge < Barcodes.MATRIX_QUIET_ZONE * PIXELS_PER_MODULE; edge++) {
                    assertThat(image.getRGB(i, edge) & 0xFFFFFF).isEqualTo(0xFFFFFF);
                    assertThat(image.getRGB(edge, i) & 0xFFFFFF).isEqualTo(0xFFFFFF);
                }
            }
        });
    }

    @Test
    void aDataMatrixIsSquare() {
        Matcher size = SVG_SIZE.matcher(Barcodes.dataMatrix(IDS.get(0)));
        assertThat(size.find()).isTrue();
        assertThat(size.group(1)).isEqualTo(size.group(2));
    }

    private static String decode(String svg, BarcodeFormat format) throws NotFoundException {
        LuminanceSource source = new BufferedImageLuminanceSource(painted(svg));
        Result result = new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)),
                Map.of(DecodeHintType.POSSIBLE_FORMATS, List.of(format), DecodeHintType.TRY_HARDER, true));
        assertThat(result.getBarcodeFormat()).isEqualTo(format);
        return result.getText();
    }

    private static BufferedImage painted(String svg) {
        Matcher size = SVG_SIZE.matcher(svg);
        assertThat(size.find()).as("an SVG with a viewBox").isTrue();
        BufferedImage image = new BufferedImage(Integer.parseInt(size.group(1)) * PIXELS_PER_MODULE,
                Integer.parseInt(size.group(2)) * PIXELS_PER_MODULE, BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        graphics.setColor(Color.WHITE);
        graphics.fillRect(0, 0, image.getWidth(), image.getHeight());
        graphics.setColor(Color.BLACK);
        Matcher run = RUN.matcher(svg);
        int runs = 0;
        while (run.find()) {
            graphics.fillRect(Integer.parseInt(run.group(1)) * PIXELS_PER_MODULE,
                    Integer.parseInt(run.group(2)) * PIXELS_PER_MODULE, Integer.parseInt(run.group(3)) * PIXELS_PER_MODULE,
                    Integer.parseInt(run.group(4)) * PIXELS_PER_MODULE);
            runs++;
        }
        graphics.dispose();
        assertThat(runs).as("dark modules drawn").isPositive();
        return image;
    }
}
