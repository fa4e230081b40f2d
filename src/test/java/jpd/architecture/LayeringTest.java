package jpd.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Dependencies point one way (DESIGN.md): each package imports only the packages below it. */
class LayeringTest {
    private static final Path SOURCES = Path.of("src/main/java/jpd");
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+);", Pattern.MULTILINE);

    /**
     * Which project packages (top-level under jpd) each package may import. The order, bottom up:
     * rules, files (reading and wording user-named files) and engine (the GTP client for other processes) know
     * nothing of the others; scoring and sgf sit on rules; player on those and engine; gtp (the front end) on
     * player; regress, match and cli on top.
     */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "rules", Set.of(),
            "files", Set.of(),
            "engine", Set.of(),
            "scoring", Set.of("rules"),
            "sgf", Set.of("rules", "files"),
            "player", Set.of("rules", "scoring", "engine"),
            "gtp", Set.of("rules", "scoring", "sgf", "player", "engine", "files"),
            "regress", Set.of("engine", "files"),
            "match", Set.of("rules", "scoring", "sgf", "gtp", "engine", "player", "files"),
            "cli", Set.of("rules", "scoring", "sgf", "gtp", "engine", "player", "regress", "match", "files"));

    @Test
    void packagesImportOnlyWhatTheirLayerAllows() throws IOException {
        List<String> violations = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String layer = layerOf(SOURCES.relativize(file).toString().replace('/', '.'));
                Set<String> allowed = ALLOWED.get(layer);
                assertTrue(allowed != null, "package jpd." + layer + " has no place in the layering: " + file);
                Matcher imports = IMPORT.matcher(Files.readString(file));
                while (imports.find()) {
                    String imported = imports.group(1);
                    if (imported.startsWith("jpd.")) {
                        String target = layerOf(imported.substring("jpd.".length()));
                        if (!target.equals(layer) && !allowed.contains(target)) {
                            violations.add(file + " imports " + imported);
                        }
                    } else if (layer.equals("rules") && !imported.startsWith("java.")) {
                        violations.add(file + " (rules uses java.* only) imports " + imported);
                    }
                }
            }
        }
        assertEquals(List.of(), violations);
    }

    /** The layer of a name relative to jpd: its first segment. */
    private static String layerOf(String relativeName) {
        return relativeName.split("\\.")[0];
    }

    @Test
    void everyPackageSaysWhatItHolds() throws IOException {
        try (Stream<Path> dirs = Files.walk(SOURCES)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                boolean hasSources;
                try (Stream<Path> files = Files.list(dir)) {
                    hasSources = files.anyMatch(f -> f.toString().endsWith(".java"));
                }
                if (hasSources) {
                    assertTrue(Files.exists(dir.resolve("package-info.java")), "missing package-info.java in " + dir);
                }
            }
        }
    }
}
