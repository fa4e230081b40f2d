package jpd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Dependencies point one way (DESIGN.md): each package imports only the jpd packages below it. */
class PackageDependenciesTest {
    private static final Map<String, List<String>> ALLOWED = Map.of(
            "rules", List.of(),
            "scoring", List.of("rules"),
            "player", List.of("rules", "scoring", "gtp.client"),
            "gtp", List.of("rules", "scoring", "player", "sgf"));
    private static final Pattern IMPORT = Pattern.compile("^import (static )?jpd\\.([a-z.]+)\\.[A-Z]", Pattern.MULTILINE);

    @Test
    void packagesImportOnlyWhatTheyMay() throws IOException {
        List<String> violations = new ArrayList<>();
        Path root = Path.of("src/main/java/jpd");
        for (Map.Entry<String, List<String>> rule : ALLOWED.entrySet()) {
            Path folder = root.resolve(rule.getKey().replace('.', '/'));
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    Matcher imports = IMPORT.matcher(Files.readString(file));
                    while (imports.find()) {
                        String used = imports.group(2);
                        boolean own = used.equals(rule.getKey()) || used.startsWith(rule.getKey() + ".");
                        boolean allowed = rule.getValue().stream().anyMatch(a -> used.equals(a) || used.startsWith(a + "."));
                        if (!own && !allowed) {
                            violations.add(root.relativize(file) + " imports jpd." + used);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), violations);
    }
}
