package jpd.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * The fastest a plain Java GTP engine can answer, the yardstick of {@link PingPong}: reads a
 * line and answers {@code =} with the empty line, flushed; stops at {@code quit} or the end.
 */
public final class EchoEngine {
    private EchoEngine() {
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            System.out.print("=\n\n");
            System.out.flush();
            if (line.equals("quit")) {
                return;
            }
        }
    }
}
