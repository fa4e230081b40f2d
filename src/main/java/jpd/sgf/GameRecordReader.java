package jpd.sgf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jpd.rules.Action;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Move;
import jpd.rules.Point;
import jpd.rules.RuleSet;

/**
 * Turns the main-line nodes of an SGF game tree into a {@link GameRecord}; a file GoGui saved
 * with the tray row ({@link TrayBoard}) is read click by click against a replay of the game.
 */
final class GameRecordReader {
    private final int size;
    /** The size of the board the moves are written on: the game's, or GoGui's with the tray. */
    private final int moveSize;
    private final Optional<TrayBoard> tray;
    private final RuleSet rules;
    private final int handicap;
    /** The game so far, to read GoGui's clicks against; made at the first move. */
    private Game replay;
    /** The last click of a tray file was on the spare column: the next one resumes play. */
    private boolean resuming;
    private final Map<Point, Color> setupStones = new LinkedHashMap<>();
    private TextPosition firstSetup;
    /** The points AB, AW and AE of the current node set, with the property setting each: none may be set twice. */
    private final Map<Point, String> nodeSetup = new HashMap<>();
    private Color playerToMove;
    private final List<Action> actions = new ArrayList<>();
    private final StringBuilder rootComment = new StringBuilder();
    private final Map<Integer, String> moveComments = new HashMap<>();
    private Map<Point, Color> territory = Map.of();

    private GameRecordReader(int moveSize, Optional<TrayBoard> tray, RuleSet rules, int handicap) {
        this.size = tray.map(TrayBoard::gameSize).orElse(moveSize);
        this.moveSize = moveSize;
        this.tray = tray;
        this.rules = rules;
        this.handicap = handicap;
    }

    /** As GNU Go and Sabaki do: without PL, White moves first after two or more handicap stones. */
    private Color setupToMove() {
        return playerToMove != null ? playerToMove : handicap >= 2 ? Color.WHITE : Color.BLACK;
    }

    static GameRecord read(List<SgfNode> mainLine) throws SgfException {
        return read(mainLine, false);
    }

    /** A file GoGui saved with the tray row: SZ is one more than the game; marks, claims, acceptance and resumption are not actions. */
    static GameRecord readTray(List<SgfNode> mainLine) throws SgfException {
        return read(mainLine, true);
    }

    /** Every B and W of the main line as GoGui clicked it: points on its board one row larger, or a pass. */
    static List<Action> trayClicks(List<SgfNode> mainLine) throws SgfException {
        SgfNode root = mainLine.get(0);
        checkGo(root);
        int traySize = size(root);
        List<Action> clicks = new ArrayList<>();
        for (SgfNode node : mainLine) {
            for (String name : List.of("B", "W")) {
                Optional<SgfProperty> property = node.property(name);
                if (property.isPresent()) {
                    String value = property.get().value();
                    clicks.add(new Action(name.equals("B") ? Color.BLACK : Color.WHITE,
                            value.isEmpty() || SgfPoints.isOldPass(value, traySize) ? Move.PASS
                                    : Move.at(SgfPoints.decode(value, traySize, property.get().position()))));
                }
            }
        }
        return clicks;
    }

    private static GameRecord read(List<SgfNode> mainLine, boolean withTray) throws SgfException {
        SgfNode root = mainLine.get(0);
        checkGo(root);
        int moveSize = size(root);
        RuleSet rules = rules(root);
        Optional<TrayBoard> tray = Optional.empty();
        if (withTray) {
            try {
                tray = Optional.of(new TrayBoard(moveSize - 1));
            } catch (IllegalArgumentException tooSmall) {
                throw new SgfException(root.property("SZ").orElseThrow().position(), tooSmall.getMessage());
            }
        }
        int handicap = handicap(root);
        GameRecordReader reader = new GameRecordReader(moveSize, tray, rules, handicap);
        for (SgfNode node : mainLine) {
            reader.node(node);
        }
        Color toMove = reader.setupToMove();
        reader.checkSetup(rules, toMove);
        GameInfo info = new GameInfo(simpleText(root, "PB"), simpleText(root, "PW"), simpleText(root, "RE"),
                reader.rootComment.toString());
        return new GameRecord(reader.size, komi(root), rules, handicap, reader.setupStones, toMove,
                reader.actions, info, reader.moveComments, reader.territory);
    }

    private void node(SgfNode node) throws SgfException {
        nodeSetup.clear();
        for (SgfProperty property : node.properties()) {
            switch (property.name()) {
                case "AB" -> setup(property, Color.BLACK);
                case "AW" -> setup(property, Color.WHITE);
                case "AE" -> setup(property, null);
                case "PL" -> {
                    if (tray.isPresent() && !actions.isEmpty()) {
                        continue; // GoGui notes the ruler's turn after every click
                    }
                    if (!actions.isEmpty()) {
                        throw new SgfException(property.position(), "setup after moves is not supported (PL after"
                                + " move " + actions.size() + "; GoGui writes one after each click of a ruler: read a"
                                + " file it saved from jpd gtp --gogui with --gogui)");
                    }
                    playerToMove = color(property.value(), property.position());
                }
                default -> { }
            }
        }
        action(node).ifPresent(actions::add);
        Optional<SgfProperty> territoryBlack = node.property("TB");
        Optional<SgfProperty> territoryWhite = node.property("TW");
        if (territoryBlack.isPresent() || territoryWhite.isPresent()) {
            territory = new LinkedHashMap<>();
            mark(territoryBlack, Color.BLACK);
            mark(territoryWhite, Color.WHITE);
        }
        Optional<SgfProperty> comment = node.property("C");
        if (comment.isPresent()) {
            addComment(comment.get().value());
        }
    }

    /** A comment belongs to the latest action; before the first one, to the game. */
    private void addComment(String text) {
        if (actions.isEmpty()) {
            appendParagraph(rootComment, text);
        } else {
            StringBuilder joined = new StringBuilder(moveComments.getOrDefault(actions.size(), ""));
            appendParagraph(joined, text);
            moveComments.put(actions.size(), joined.toString());
        }
    }

    private static void appendParagraph(StringBuilder comment, String text) {
        if (comment.length() > 0) {
            comment.append('\n');
        }
        comment.append(text);
    }

    private void setup(SgfProperty property, Color color) throws SgfException {
        requireNoMoveYet(property);
        if (firstSetup == null) {
            firstSetup = property.position();
        }
        for (Point point : SgfPoints.decodeList(property.values(), size, property.position())) {
            String earlier = nodeSetup.putIfAbsent(point, property.name());
            if (earlier != null) {
                throw new SgfException(property.position(), "conflicting setup: " + property.name() + " sets "
                        + SgfPoints.encode(point, size) + ", which " + earlier + " of this node sets already");
            }
            if (color == null) {
                setupStones.remove(point);
            } else {
                setupStones.put(point, color);
            }
        }
    }

    private void requireNoMoveYet(SgfProperty property) throws SgfException {
        if (!actions.isEmpty()) {
            throw new SgfException(property.position(), "setup after moves is not supported ("
                    + property.name() + " after move " + actions.size() + ")");
        }
    }

    private void mark(Optional<SgfProperty> property, Color color) throws SgfException {
        if (property.isPresent()) {
            for (Point point : SgfPoints.decodeList(property.get().values(), size, property.get().position())) {
                territory.put(point, color);
            }
        }
    }

    /** B[xy] or W[xy]: a real move; B[] or B[tt]: a pass, or a virtual move with VIRTUAL[]. */
    private Optional<Action> action(SgfNode node) throws SgfException {
        Optional<SgfProperty> black = node.property("B");
        Optional<SgfProperty> white = node.property("W");
        Optional<SgfProperty> virtual = node.property("VIRTUAL");
        if (black.isPresent() && white.isPresent()) {
            throw new SgfException(white.get().position(), "a node with both B and W");
        }
        if (black.isEmpty() && white.isEmpty()) {
            if (virtual.isPresent()) {
                throw new SgfException(virtual.get().position(), "VIRTUAL without B or W");
            }
            return Optional.empty();
        }
        SgfProperty property = black.orElseGet(white::get);
        Color color = black.isPresent() ? Color.BLACK : Color.WHITE;
        String value = property.value();
        boolean pass = value.isEmpty() || SgfPoints.isOldPass(value, moveSize);
        if (!pass && virtual.isPresent()) {
            throw new SgfException(virtual.get().position(), "VIRTUAL on a real move");
        }
        Move move = pass ? virtual.isPresent() ? Move.VIRTUAL : Move.PASS
                : Move.at(SgfPoints.decode(value, moveSize, property.position()));
        return tray.isEmpty() ? Optional.of(new Action(color, move)) : click(color, move, property.position());
    }

    /** A click on GoGui's board as the game stands: an action, or a mark or acceptance that is none. */
    private Optional<Action> click(Color color, Move click, TextPosition position) throws SgfException {
        if (replay == null) {
            replay = new Game(size, rules);
            if (!setupStones.isEmpty() || setupToMove() != Color.BLACK) {
                checkSetup(rules, setupToMove());
                replay.setup(setupStones, setupToMove());
            }
        }
        TrayBoard.Click meaning = tray.orElseThrow().meaning(replay, click, resuming);
        if (meaning instanceof TrayBoard.Refused refused) {
            throw new SgfException(position, "GoGui click " + click + ": " + refused.reason());
        }
        resuming = meaning instanceof TrayBoard.Resume;
        if (!(meaning instanceof TrayBoard.Play play)) {
            return Optional.empty();
        }
        // An illegal action stays in the record for firstIllegal to name; later clicks read against the game before it.
        replay.play(color, play.move());
        return Optional.of(new Action(color, play.move()));
    }

    /** The rules core refuses a setup whose chain has no liberty; say where the setup is. */
    private void checkSetup(RuleSet rules, Color toMove) throws SgfException {
        try {
            new Game(size, rules).setup(setupStones, toMove);
        } catch (IllegalArgumentException refused) {
            throw new SgfException(firstSetup, "bad setup: " + refused.getMessage());
        }
    }

    // ---- root properties ---------------------------------------------------------------------

    private static void checkGo(SgfNode root) throws SgfException {
        Optional<SgfProperty> game = root.property("GM");
        if (game.isPresent() && !game.get().value().trim().equals("1")) {
            throw new SgfException(game.get().position(), "not a game of Go: GM[" + game.get().value() + "]");
        }
    }

    private static int size(SgfNode root) throws SgfException {
        Optional<SgfProperty> property = root.property("SZ");
        return property.isEmpty() ? GameRecord.DEFAULT_SIZE
                : wholeNumber(property.get(), 2, Point.MAX_SIZE, "board size");
    }

    private static double komi(SgfNode root) throws SgfException {
        Optional<SgfProperty> property = root.property("KM");
        if (property.isEmpty() || property.get().value().isBlank()) {
            return GameRecord.DEFAULT_KOMI;
        }
        String value = property.get().value().trim();
        try {
            double komi = Double.parseDouble(value);
            if (Double.isFinite(komi)) {
                return komi;
            }
        } catch (NumberFormatException notNumber) {
            // reported below
        }
        throw new SgfException(property.get().position(), "komi must be a number: KM[" + value + "]");
    }

    /** RU names one of our rule sets, with options after spaces; any other name means the default. */
    private static RuleSet rules(SgfNode root) throws SgfException {
        Optional<SgfProperty> property = root.property("RU");
        if (property.isEmpty() || property.get().value().isBlank()) {
            return RuleSet.DEFAULT;
        }
        List<String> words = Arrays.asList(property.get().value().trim().split("\\s+"));
        try {
            RuleSet.parse(words.get(0), List.of());
        } catch (IllegalArgumentException foreignRules) {
            return RuleSet.DEFAULT;
        }
        try {
            return RuleSet.parse(words.get(0), words.subList(1, words.size()));
        } catch (IllegalArgumentException badOption) {
            throw new SgfException(property.get().position(), badOption.getMessage());
        }
    }

    private static int handicap(SgfNode root) throws SgfException {
        Optional<SgfProperty> property = root.property("HA");
        return property.isEmpty() ? 0 : wholeNumber(property.get(), 0, Point.MAX_SIZE * Point.MAX_SIZE, "handicap");
    }

    private static int wholeNumber(SgfProperty property, int min, int max, String what) throws SgfException {
        String value = property.value().trim();
        try {
            int number = Integer.parseInt(value);
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException notWhole) {
            // reported below with the range
        }
        throw new SgfException(property.position(), what + " must be a whole number " + min + ".." + max + ": "
                + property.name() + "[" + value + "]");
    }

    private static Color color(String value, TextPosition position) throws SgfException {
        return switch (value.trim()) {
            case "B", "b" -> Color.BLACK;
            case "W", "w" -> Color.WHITE;
            default -> throw new SgfException(position, "colour must be B or W: '" + value + "'");
        };
    }

    /** SimpleText: line breaks count as spaces. */
    private static String simpleText(SgfNode root, String name) {
        return root.property(name).map(property -> property.value().replace('\n', ' ')).orElse("");
    }
}
