package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MoveModelTest {
    private static int[] values(int shape, int distance, int line, int capture, int escape, int selfAtari, int atari) {
        return new int[] {shape, distance, line, capture, escape, selfAtari, atari};
    }

    @Test
    void aModelReadsBackAsWrittenAndUnknownShapesShareOneStrength() throws IOException {
        double[][] strengths = new double[MoveFeatures.GROUPS][];
        for (int g = 1; g < MoveFeatures.GROUPS; g++) {
            strengths[g] = new double[MoveFeatures.VALUES[g]];
            for (int v = 0; v < strengths[g].length; v++) {
                strengths[g][v] = 0.5 + g + 0.25 * v;
            }
        }
        MoveModel model = new MoveModel(Map.of(12345, 3.0, 7, 0.25), 0.75, strengths);
        StringWriter text = new StringWriter();
        model.write(text);
        MoveModel read = MoveModel.read(new BufferedReader(new StringReader(text.toString())));

        int[] known = values(12345, 2, 7, 1, 0, 0, 2);
        int[] unknown = values(999, 17, 0, 0, 3, 2, 0);
        assertEquals(model.strength(known), read.strength(known), 1e-4 * model.strength(known));
        assertEquals(model.strength(unknown), read.strength(unknown), 1e-4 * model.strength(unknown));
        assertEquals(3.0 / 0.75, model.strength(known) / model.strength(values(999, 2, 7, 1, 0, 0, 2)), 1e-6,
                "a learnt shape against the others'");
    }

    @Test
    void theShippedModelPrefersSavingCapturesAndShunsSelfAtari() {
        MoveModel model = MoveModel.shipped();
        int[] plain = values(0, 17, 4, 0, 0, 0, 0);
        assertTrue(model.strength(values(0, 17, 4, 1, 0, 0, 0)) > 2 * model.strength(plain), "a capture that saves");
        assertTrue(model.strength(values(0, 17, 4, 0, 0, 2, 0)) < model.strength(plain) / 2, "a self-atari");
        assertTrue(model.strength(values(0, 2, 4, 0, 0, 0, 0)) > model.strength(plain), "next to the last move");
    }
}
