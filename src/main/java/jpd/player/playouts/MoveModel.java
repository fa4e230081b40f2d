package jpd.player.playouts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A learnt model of which move a good player chooses (Coulom's generalized Bradley-Terry model,
 * 2007): each value of each {@link MoveFeatures} group has a strength, a move's strength is the
 * product of its values' strengths, and a move is chosen with a probability in proportion to its
 * strength. Shapes not learnt share one strength.
 */
final class MoveModel {
    /** The group names, in the order of {@link MoveFeatures}' groups. */
    static final String[] GROUP_NAMES = {"shape", "distance", "line", "capture", "escape", "selfatari", "atari"};
    private final int[] shapeCodes;
    private final float[] shapeStrengths;
    private final float otherShape;
    private final float[][] strengths;

    MoveModel(Map<Integer, Double> shapes, double otherShape, double[][] strengths) {
        shapeCodes = new int[shapes.size()];
        shapeStrengths = new float[shapes.size()];
        int i = 0;
        for (Map.Entry<Integer, Double> entry : new TreeMap<>(shapes).entrySet()) {
            shapeCodes[i] = entry.getKey();
            shapeStrengths[i] = entry.getValue().floatValue();
            i++;
        }
        this.otherShape = (float) otherShape;
        this.strengths = new float[MoveFeatures.GROUPS][];
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            this.strengths[g] = new float[MoveFeatures.VALUES[g]];
            for (int v = 0; v < MoveFeatures.VALUES[g]; v++) {
                this.strengths[g][v] = (float) strengths[g][v];
            }
        }
    }

    /** The model learnt from GNU Go's moves, shipped with the player (read when first asked for). */
    static MoveModel shipped() {
        return Shipped.MODEL;
    }

    private static final class Shipped {
        static final MoveModel MODEL = load("move-model.txt");
    }

    /** A move's strength: the product of its values' strengths. */
    double strength(int[] values) {
        int at = Arrays.binarySearch(shapeCodes, values[MoveFeatures.SHAPE]);
        double product = at >= 0 ? shapeStrengths[at] : otherShape;
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            product *= strengths[g][values[g]];
        }
        return product;
    }

    /** Writes the model as {@link #load} reads it: one line a value, "group value strength". */
    void write(Writer out) throws IOException {
        out.write("# jpd move model: group value strength (Bradley-Terry, learnt by MoveModelTraining)\n");
        out.write(String.format(Locale.ROOT, "shape other %.6g%n", otherShape));
        for (int i = 0; i < shapeCodes.length; i++) {
            out.write(String.format(Locale.ROOT, "shape %d %.6g%n", shapeCodes[i], shapeStrengths[i]));
        }
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            for (int v = 0; v < strengths[g].length; v++) {
                out.write(String.format(Locale.ROOT, "%s %d %.6g%n", GROUP_NAMES[g], v, strengths[g][v]));
            }
        }
    }

    /** The model in this resource beside this class. */
    static MoveModel load(String resource) {
        try (InputStream in = MoveModel.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The model in this text, as {@link #write} writes it. */
    static MoveModel read(BufferedReader reader) throws IOException {
        Map<Integer, Double> shapes = new TreeMap<>();
        double other = 1;
        double[][] strengths = new double[MoveFeatures.GROUPS][];
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            strengths[g] = new double[MoveFeatures.VALUES[g]];
            Arrays.fill(strengths[g], 1);
        }
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            double strength = Double.parseDouble(fields[2]);
            if (fields[0].equals("shape")) {
                if (fields[1].equals("other")) {
                    other = strength;
                } else {
                    shapes.put(Integer.parseInt(fields[1]), strength);
                }
            } else {
                strengths[groupOf(fields[0])][Integer.parseInt(fields[1])] = strength;
            }
        }
        return new MoveModel(shapes, other, strengths);
    }

    private static int groupOf(String name) {
        for (int g = 1; g < GROUP_NAMES.length; g++) {
            if (GROUP_NAMES[g].equals(name)) {
                return g;
            }
        }
        throw new IllegalArgumentException("unknown group " + name);
    }
}
