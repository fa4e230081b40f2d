package jpd.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jpd.files.FileProblems;
import jpd.gtp.GoGuiReplay;
import jpd.gtp.Notation;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Point;
import jpd.scoring.Agreement;
import jpd.scoring.Scorer;
import jpd.scoring.SystemScore;
import jpd.scoring.SystemsScorer;
import jpd.scoring.SystemsTable;
import jpd.sgf.GameRecord;
import jpd.sgf.SgfException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code jpd score FILE.sgf}: the artistic score report, or every system's count, of a record with the agreed statuses. */
@Command(name = "score", mixinStandardHelpOptions = true,
        description = {"Score the final position of an SGF record; print the score report.",
            "Statuses: --dead, --seki and the claims; without them the file's TB/TW marks (with --gogui, the statuses"
                + " its clicks agreed).",
            "Give FILE.sgf first: each vertex option takes the values up to the next option."})
public final class ScoreCommand extends SgfFileCommand {
    @Option(names = "--dead", arity = "1..*", paramLabel = "V", description = "a stone of each dead chain")
    List<String> dead = List.of();

    @Option(names = "--seki", arity = "1..*", paramLabel = "V", description = "a stone of each chain in seki")
    List<String> seki = List.of();

    @Option(names = "--claim-black", arity = "1..*", paramLabel = "V", description = "points accepted as Black's")
    List<String> claimBlack = List.of();

    @Option(names = "--claim-white", arity = "1..*", paramLabel = "V", description = "points accepted as White's")
    List<String> claimWhite = List.of();

    @Option(names = "--komi", paramLabel = "K", description = "komi instead of the file's KM")
    Double komi;

    @Option(names = "--systems", description = "count under every system (artistic, chinese, japanese, aga, ing)"
            + " and print a table with the details")
    boolean systems;

    @Option(names = "--system-komi", arity = "1..*", paramLabel = "SYSTEM=K",
            description = "with --systems: a system's komi instead of its default, e.g. japanese=0.5")
    List<String> systemKomi = List.of();

    @Override
    int run(GameRecord record, PrintWriter out) throws CommandFailure {
        Game game = replay(record);
        try {
            double gameKomi = komi != null ? komi : record.komi();
            Agreement agreement = statusesGiven() ? new Agreement(points(dead, game.size()),
                    points(seki, game.size()), claims(game.size()))
                    : gogui ? clickedAgreement(record, gameKomi).orElse(Agreement.NONE)
                    : markedAgreement(record, game);
            if (systems) {
                printSystems(game, agreement, gameKomi, out);
            } else if (!systemKomi.isEmpty()) {
                throw new IllegalArgumentException("--system-komi needs --systems");
            } else {
                Scorer.score(game, agreement, gameKomi).lines().forEach(out::println);
            }
            if (!statusesGiven() && komi == null) {
                noteOtherResult(record.info().result(), Scorer.score(game, agreement, gameKomi).result());
            }
            return ExitCode.OK;
        } catch (IllegalArgumentException badVertex) {
            throw new CommandFailure(ExitCode.USAGE, badVertex.getMessage());
        }
    }

    /**
     * The statuses a record's territory marks (TB, TW, as jpd writes them for a game scored with agreed statuses) imply:
     * the stones on marked points dead, every marked point the marking colour's; none without marks.
     */
    private static Agreement markedAgreement(GameRecord record, Game game) {
        Map<Point, Color> marked = record.territory();
        Set<Point> deadStones = new HashSet<>();
        marked.keySet().stream().filter(point -> !game.board().isEmpty(point)).forEach(deadStones::add);
        return new Agreement(deadStones, Set.of(), marked);
    }

    /**
     * Says on stderr, in one line, when the file's own scored result is not the one found: its statuses may not all be
     * in its marks (a dead stone on a point neither side gets, after a dispute), and they can be given as options.
     */
    private void noteOtherResult(String recorded, String found) {
        if (recorded.matches("[BW]\\+[0-9]+(\\.[0-9]+)?|0") && !recorded.equals(found)) {
            spec.commandLine().getErr().println("note: the file's own result is " + recorded + ", this count's " + found
                    + " (its marks may not hold every status it was scored with: give them with --dead, --seki and the"
                    + " claims)");
        }
    }

    private boolean statusesGiven() {
        return !dead.isEmpty() || !seki.isEmpty() || !claimBlack.isEmpty() || !claimWhite.isEmpty();
    }

    /**
     * The statuses GoGui's clicks agreed after the last stop, replayed as GoGui replays the file when it opens it;
     * empty when the game did not end by agreement (or began from set-up stones, which GoGui's ruler never heard).
     */
    private Optional<Agreement> clickedAgreement(GameRecord record, double gameKomi) throws CommandFailure {
        if (!record.setupStones().isEmpty()) {
            return Optional.empty();
        }
        try {
            return GoGuiReplay.agreedStatuses(record.size(), gameKomi, record.rules(), GameRecord.readTrayClicks(file));
        } catch (IOException unreadable) {
            throw new CommandFailure(ExitCode.IO_FAILURE, "cannot read " + file + ": " + FileProblems.reason(unreadable));
        } catch (SgfException | IllegalArgumentException refused) {
            throw new CommandFailure(ExitCode.FAILED, file + ": " + refused.getMessage());
        }
    }

    private void printSystems(Game game, Agreement agreement, double gameKomi, PrintWriter out) {
        List<SystemScore> scores = SystemsScorer.score(game, agreement, SystemsScorer.komi(game, gameKomi, systemKomi));
        SystemsTable.table(scores).forEach(out::println);
        out.println();
        SystemsTable.details(scores).forEach(out::println);
    }

    private Map<Point, Color> claims(int size) {
        Map<Point, Color> claims = new HashMap<>();
        points(claimBlack, size).forEach(point -> claims.put(point, Color.BLACK));
        for (Point point : points(claimWhite, size)) {
            if (claims.put(point, Color.WHITE) == Color.BLACK) {
                throw new IllegalArgumentException("point " + point + " is claimed by both colours");
            }
        }
        return claims;
    }

    private static Set<Point> points(List<String> vertices, int size) {
        Set<Point> points = new HashSet<>();
        for (String vertex : vertices) {
            points.add(Notation.parseVertex(vertex, size));
        }
        return points;
    }
}
