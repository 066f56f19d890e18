package org.etp.prescriber.token;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.datamatrix.DataMatrixWriter;
import com.google.zxing.datamatrix.encoder.SymbolShapeHint;
import com.google.zxing.oned.Code128Writer;
import java.util.Map;

/**
 * A prescription ID as a Code 128 barcode and as a square DataMatrix, each an SVG drawn module by module from
 * what ZXing encodes: one unit per module, {@code crispEdges}, so it prints sharp at any size. Each symbol
 * carries the canonical ID exactly ({@code XXXXXX-XXXXXX-XXXXXX}), which the counter's scan box reads as it is.
 */
final class Barcodes {

    /** Code 128 wants a quiet zone of ten modules either side. */
    static final int LINEAR_QUIET_ZONE = 10;
    /** Bar height in modules: about a sixth of the symbol's width for an ID. */
    static final int LINEAR_HEIGHT = 48;
    /** DataMatrix wants one module of quiet zone; two leave room for a printer's bleed. */
    static final int MATRIX_QUIET_ZONE = 2;

    private Barcodes() {
    }

    static String code128(String text) {
        boolean[] bars = new Code128Writer().encode(text);
        StringBuilder path = new StringBuilder();
        for (int x = 0; x < bars.length; x++) {
            int start = x;
            while (x < bars.length && bars[x]) {
                x++;
            }
            if (x > start) {
                run(path, LINEAR_QUIET_ZONE + start, 0, x - start, LINEAR_HEIGHT);
            }
        }
        return svg(bars.length + 2 * LINEAR_QUIET_ZONE, LINEAR_HEIGHT, path);
    }

    static String dataMatrix(String text) {
        BitMatrix matrix = new DataMatrixWriter().encode(text, BarcodeFormat.DATA_MATRIX, 0, 0,
                Map.of(EncodeHintType.DATA_MATRIX_SHAPE, SymbolShapeHint.FORCE_SQUARE));
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < matrix.getHeight(); y++) {
            for (int x = 0; x < matrix.getWidth(); x++) {
                int start = x;
                while (x < matrix.getWidth() && matrix.get(x, y)) {
                    x++;
                }
                if (x > start) {
                    run(path, MATRIX_QUIET_ZONE + start, MATRIX_QUIET_ZONE + y, x - start, 1);
                }
            }
        }
        return svg(matrix.getWidth() + 2 * MATRIX_QUIET_ZONE, matrix.getHeight() + 2 * MATRIX_QUIET_ZONE, path);
    }

    /** A dark rectangle of {@code width} × {@code height} modules at ({@code x}, {@code y}). */
    private static void run(StringBuilder path, int x, int y, int width, int height) {
        path.append('M').append(x).append(',').append(y).append('h').append(width).append('v').append(height)
                .append('h').append(-width).append('z');
    }

    private static String svg(int width, int height, CharSequence path) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + width + " " + height + "\" width=\""
                + width + "\" height=\"" + height + "\" shape-rendering=\"crispEdges\">"
                + "<rect width=\"" + width + "\" height=\"" + height + "\" fill=\"#fff\"/>"
                + "<path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }
}
