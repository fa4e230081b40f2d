package jpd.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every relative link in README.md and docs/*.md points to an existing file, and to an existing heading if it names one. */
class DocumentationLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

    @Test
    void relativeLinksReachTheirFilesAndHeadings() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            for (String target : links(page)) {
                if (target.matches("^[a-zA-Z][a-zA-Z+.-]*:.*")) {
                    continue; // http:, https:, mailto: — not ours to check offline
                }
                int hash = target.indexOf('#');
                String file = hash < 0 ? target : target.substring(0, hash);
                Path linked = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(linked)) {
                    broken.add(page + ": " + target + " (no such file)");
                } else if (hash >= 0 && !anchors(linked).contains(target.substring(hash + 1))) {
                    broken.add(page + ": " + target + " (no such heading)");
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void headingsBecomeAnchorsAsOnGitHub() {
        assertEquals("score-equal-stones-compare-territory-7", anchor("Score: equal stones, compare territory (§7)"));
        assertEquals("regression-files-jpd-regress", anchor("Regression files (`jpd regress`)"));
    }

    @Test
    void theReadmeStaysShort() throws IOException {
        long lines = Files.readAllLines(Path.of("README.md")).size();
        assertTrue(lines < 150, "README.md has " + lines + " lines; details belong in docs/");
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md").toAbsolutePath()));
        try (Stream<Path> docs = Files.list(Path.of("docs").toAbsolutePath())) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The link targets of a page, outside fenced code blocks and code spans. */
    private static List<String> links(Path page) throws IOException {
        List<String> targets = new ArrayList<>();
        for (String line : prose(page)) {
            Matcher link = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(""));
            while (link.find()) {
                targets.add(link.group(1));
            }
        }
        return targets;
    }

    /** The anchors GitHub makes for a page's headings; a repeated heading gets -1, -2, ... */
    private static Set<String> anchors(Path page) throws IOException {
        Set<String> anchors = new HashSet<>();
        if (!page.toString().endsWith(".md")) {
            return anchors;
        }
        Map<String, Integer> seen = new HashMap<>();
        for (String line : prose(page)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String anchor = anchor(heading.group(1));
                int repeats = seen.merge(anchor, 1, Integer::sum) - 1;
                anchors.add(repeats == 0 ? anchor : anchor + "-" + repeats);
            }
        }
        return anchors;
    }

    /** GitHub's rule: lower case, letters, digits, spaces, hyphens and underscores kept, spaces to hyphens. */
    private static String anchor(String heading) {
        return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }

    /** The lines of a page that are not inside a fenced code block. */
    private static List<String> prose(Path page) throws IOException {
        List<String> lines = new ArrayList<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            } else if (!fenced) {
                lines.add(line);
            }
        }
        return lines;
    }
}
