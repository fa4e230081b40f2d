package jpd.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A game under one rule set: turns, the three actions, the superko history of each player,
 * the phases play / stopped / dispute, and undo of any action back to the setup.
 *
 * <p>An illegal action is returned as a {@link MoveResult.Illegal} and changes nothing.
 * Undo replays the record from the setup, so it restores every part of the state exactly.
 */
public final class Game implements GameView {
    /** Lineages are numbered across all games, so that none is ever shared by two. */
    private static final AtomicLong LINEAGES = new AtomicLong();
    // Log entries: (what << 2) | colour code, where what is a board cell or one of these.
    private static final int PASS = 0;
    private static final int VIRTUAL = 1;
    private static final int DISPUTE = 2;
    private static final int IMPLICIT_DISPUTE = 3;

    private final RuleSet rules;
    private final Board board;
    private final Board setupBoard;
    /** The setup stones, kept as a map since adapters compare them before every engine move. */
    private Map<Point, Color> setupStones = Map.of();
    /**
     * The actions of the log as last built, and how many log entries they cover. Moves only append to the log,
     * so the next list extends this one (sharing its actions) instead of building every action again.
     */
    private List<Action> actions = List.of();
    private int actionsCover;
    private long lineage = LINEAGES.incrementAndGet();
    private Color setupToMove = Color.BLACK;

    private Color toMove;
    private Phase phase;
    private Ending ending;
    /** The colour whose pass was the last action, 0 when the last action was not a pass. */
    private int lastPasser;
    private Color firstPasser;
    private Color firstToPassOrVirtual;
    private final int[] moves = new int[3];
    private final int[] virtualStones = new int[3];
    /** The Zobrist key of both virtual-stone counts, kept with them. */
    private long virtualKey;
    private final int[] disputeRealMoves = new int[3];
    /** W(P) and B(P) of RULES.md §3, indexed by colour code. */
    private final LongHashSet[] facedWhole = {null, new LongHashSet(256), new LongHashSet(256)};
    private final LazyLongSet[] facedBoards = {null, new LazyLongSet(256), new LazyLongSet(256)};
    private final LongHashSet allBoards = new LongHashSet(256);
    /** For the two-turn rules: the position each player faced just before its last action. */
    private final long[] wholeBeforeLastAction = new long[3];
    private final long[] boardBeforeLastAction = new long[3];
    private final boolean[] hasActed = new boolean[3];

    private int[] log = new int[64];
    private int logLength;

    /** A new game on an empty board; Black to move. */
    public Game(int size, RuleSet rules) {
        this.rules = rules;
        this.board = new Board(size);
        this.setupBoard = new Board(size);
        rebuild();
    }

    // ---- actions -----------------------------------------------------------------------------

    /** Carries out the action of this colour, in turn or not (§11.1), or says why not. */
    public MoveResult play(Color color, Move move) {
        int what = switch (move.kind()) {
            case PASS -> PASS;
            case VIRTUAL -> VIRTUAL;
            case REAL -> {
                if (!move.point().isOn(board.size())) {
                    yield -1;
                }
                yield board.cell(move.point());
            }
        };
        if (what < 0) {
            return MoveResult.Illegal.of(IllegalReason.OFF_BOARD);
        }
        return play(color, what);
    }

    /** {@link #play(Color, Move)} of a real move on a board cell (see {@link Board#cell}). */
    public MoveResult playCell(Color color, int cell) {
        return play(color, cell);
    }

    private MoveResult play(Color color, int what) {
        if (phase == Phase.ENDED) {
            return MoveResult.Illegal.of(IllegalReason.GAME_ENDED);
        }
        if (phase != Phase.STOPPED) {
            MoveResult result = act(color, what, true);
            if (result.isPlayed()) {
                append(what, color);
            }
            return result;
        }
        // §11.5: an action while stopped resumes play to settle a dispute first.
        append(IMPLICIT_DISPUTE, firstPasser);
        resume();
        MoveResult result = act(color, what, true);
        if (result.isPlayed()) {
            append(what, color);
        } else {
            logLength--;
            forgetActions();
            rebuild();
        }
        return result;
    }

    @Override
    public boolean isLegal(Color color, Move move) {
        if (phase == Phase.STOPPED) {
            long unchanged = lineage;
            MoveResult result = play(color, move);
            if (result.isPlayed()) {
                undo();
            }
            lineage = unchanged; // the log is as it was: a question must not look like a change of line
            return result.isPlayed();
        }
        if (move.isReal() && !move.point().isOn(board.size())) {
            return false;
        }
        if (phase == Phase.ENDED) {
            return false;
        }
        int what = move.isPass() ? PASS : move.isVirtual() ? VIRTUAL : board.cell(move.point());
        return act(color, what, false).isPlayed();
    }

    /**
     * Resumes play to settle a dispute ({@code jpd-dispute}): the first passer moves first.
     * Returns false, changing nothing, unless play is stopped.
     */
    public boolean resumeDispute() {
        if (phase != Phase.STOPPED) {
            return false;
        }
        append(DISPUTE, firstPasser);
        resume();
        return true;
    }

    /**
     * Undoes the last successful action (§11.10), with a {@code jpd-dispute} given after it;
     * a move that resumed a stopped game is undone back to the stopped state. Returns false
     * when there is nothing to undo (setup stones are not undone).
     */
    public boolean undo() {
        int length = logLength;
        while (length > 0 && kindOf(log[length - 1]) == DISPUTE) {
            length--;
        }
        if (length == 0) {
            return false;
        }
        length--;
        while (length > 0 && kindOf(log[length - 1]) == IMPLICIT_DISPUTE) {
            length--;
        }
        logLength = length;
        forgetActions();
        rebuild();
        return true;
    }

    /**
     * A new game in exactly this state, independent of this one (searches play on copies); it replays this game's
     * record, so its history, phases and counts are this game's, and it has a lineage of its own.
     */
    @Override
    public Game copy() {
        Game copy = new Game(board.size(), rules);
        copy.setupBoard.copyFrom(setupBoard);
        copy.setupStones = setupStones;
        copy.setupToMove = setupToMove;
        copy.log = Arrays.copyOf(log, log.length);
        copy.logLength = logLength;
        copy.rebuild();
        return copy;
    }

    /** Back to the setup position, forgetting every action (a fresh game on the same setup). */
    public void restart() {
        logLength = 0;
        forgetActions();
        rebuild();
    }

    /**
     * Puts the setup stones on an empty game (§11.2): they count as moves of their colour and
     * restart the history; the given colour is to move and faces the setup position.
     *
     * @throws IllegalStateException when an action was already played
     * @throws IllegalArgumentException when a point is off the board or a chain has no liberty
     */
    public void setup(Map<Point, Color> stones, Color toMove) {
        if (logLength > 0) {
            throw new IllegalStateException("setup stones only before the first move");
        }
        Board placed = new Board(board.size());
        for (Map.Entry<Point, Color> stone : stones.entrySet()) {
            Point point = stone.getKey();
            if (!point.isOn(board.size())) {
                throw new IllegalArgumentException("setup point off the board: " + point);
            }
            if (!placed.isEmpty(point)) {
                throw new IllegalArgumentException("setup point given twice: " + point);
            }
            placed.place(point, stone.getValue());
        }
        if (placed.captured(Color.BLACK) + placed.captured(Color.WHITE) > 0) {
            throw new IllegalArgumentException("setup leaves a chain without liberties");
        }
        setupBoard.copyFrom(placed);
        setupStones = stonesOf(setupBoard);
        setupToMove = toMove;
        forgetActions();
        rebuild();
    }

    // ---- the rules ---------------------------------------------------------------------------

    /** Checks an action and, when {@code commit}, carries it out; nothing changes if illegal. */
    private MoveResult act(Color mover, int what, boolean commit) {
        int own = mover.code();
        Color opponent = mover.opponent();
        int other = opponent.code();
        boolean paidPasses = phase == Phase.DISPUTE && rules.passesArePaid();
        if (paidPasses && lastPasser == own) {
            return MoveResult.Illegal.of(IllegalReason.PASS_PENDING);
        }
        boolean answeringPass = paidPasses && lastPasser == other;
        if (what == PASS) {
            if (commit) {
                pass(mover, paidPasses);
            }
            return MoveResult.PLAYED;
        }
        if (what == VIRTUAL) {
            MoveResult refused = checkVirtual(other, answeringPass);
            if (refused == null && commit) {
                virtual(mover);
            }
            return refused == null ? MoveResult.PLAYED : refused;
        }
        if (board.stoneAt(what) != Board.EMPTY) {
            return MoveResult.Illegal.of(IllegalReason.OCCUPIED);
        }
        // §6: a refused pass becomes a virtual stone of the passer before the move is checked.
        long newBoard = board.hashAfter(what, mover);
        long newWhole = newBoard ^ (answeringPass ? virtualKeyAfterOneMore(opponent) : virtualKey);
        IllegalReason reason = switch (rules.ko()) {
            case GENERALIZED -> facedWhole[other].contains(newWhole) ? IllegalReason.SUPERKO : null;
            case TWO_TURN -> hasActed[other] && wholeBeforeLastAction[other] == newWhole
                    ? IllegalReason.KO : null;
            case SITUATIONAL -> facedBoards[other].contains(newBoard) ? IllegalReason.SUPERKO : null;
            case POSITIONAL -> allBoards.contains(newBoard) ? IllegalReason.SUPERKO : null;
            case SIMPLE -> hasActed[other] && boardBeforeLastAction[other] == newBoard
                    ? IllegalReason.KO : null;
        };
        if (reason != null) {
            return MoveResult.Illegal.of(reason);
        }
        if (commit) {
            if (answeringPass) {
                addVirtualStone(opponent);
                face(mover);
            }
            real(mover, what);
        }
        return MoveResult.PLAYED;
    }

    private MoveResult checkVirtual(int other, boolean answeringPass) {
        if (!rules.allowsVirtual()) {
            return MoveResult.Illegal.of(IllegalReason.VIRTUAL_NOT_ALLOWED);
        }
        if (answeringPass) {
            return MoveResult.Illegal.of(IllegalReason.MUST_ANSWER_PASS);
        }
        boolean seen = rules.ko() == RuleSet.Ko.GENERALIZED
                ? facedBoards[other].contains(board.hash())
                : hasActed[other] && boardBeforeLastAction[other] == board.hash();
        return seen ? MoveResult.Illegal.of(IllegalReason.VIRTUAL_BOARD_SEEN) : null;
    }

    private void real(Color mover, int cell) {
        int own = mover.code();
        Color opponent = mover.opponent();
        recordBeforeAction(own);
        board.place(cell, mover);
        moves[own]++;
        if (phase == Phase.DISPUTE) {
            disputeRealMoves[own]++;
        }
        lastPasser = 0;
        toMove = opponent;
        int other = opponent.code();
        if (rules.ko() == RuleSet.Ko.TWO_TURN && facedWhole[other].contains(wholePositionHash())) {
            end(Ending.DRAW);
        } else if (rules.ko() == RuleSet.Ko.SIMPLE && facedBoards[other].contains(board.hash())) {
            end(Ending.VOID);
        }
        face(opponent);
    }

    private void virtual(Color mover) {
        int own = mover.code();
        recordBeforeAction(own);
        addVirtualStone(mover);
        noteFirstToPassOrVirtual(mover);
        lastPasser = 0;
        toMove = mover.opponent();
        face(toMove);
    }

    private void addVirtualStone(Color color) {
        int code = color.code();
        virtualKey ^= Zobrist.virtualStones(color, virtualStones[code])
                ^ Zobrist.virtualStones(color, virtualStones[code] + 1);
        virtualStones[code]++;
        moves[code]++;
    }

    private void pass(Color mover, boolean paidPasses) {
        int own = mover.code();
        recordBeforeAction(own);
        noteFirstToPassOrVirtual(mover);
        toMove = mover.opponent();
        boolean stops = paidPasses ? lastPasser == toMove.code() : lastPasser != 0;
        if (stops) {
            stop(Color.ofCode(lastPasser));
        } else {
            lastPasser = own;
            face(toMove);
        }
    }

    private void stop(Color first) {
        phase = Phase.STOPPED;
        firstPasser = first;
        lastPasser = 0;
        if (rules.name() == RuleSet.Name.ART_NOVIRTUAL) {
            clearHistory();
        } else {
            face(toMove);
        }
    }

    /** Play resumes from the stopped position; the first passer moves first and faces it. */
    private void resume() {
        phase = Phase.DISPUTE;
        toMove = firstPasser;
        lastPasser = 0;
        face(toMove);
    }

    private void end(Ending how) {
        phase = Phase.ENDED;
        ending = how;
    }

    private void noteFirstToPassOrVirtual(Color mover) {
        if (firstToPassOrVirtual == null) {
            firstToPassOrVirtual = mover;
        }
    }

    private void recordBeforeAction(int own) {
        wholeBeforeLastAction[own] = wholePositionHash();
        boardBeforeLastAction[own] = board.hash();
        hasActed[own] = true;
    }

    /** The player now faces the current position (§3). */
    private void face(Color player) {
        int code = player.code();
        facedWhole[code].add(wholePositionHash());
        facedBoards[code].add(board.hash());
        if (rules.ko() == RuleSet.Ko.POSITIONAL) {
            allBoards.add(board.hash());
        }
    }

    private void clearHistory() {
        for (int code = 1; code <= 2; code++) {
            facedWhole[code].clear();
            facedBoards[code].clear();
            hasActed[code] = false;
            wholeBeforeLastAction[code] = 0;
            boardBeforeLastAction[code] = 0;
        }
        allBoards.clear();
    }

    private long virtualKeyAfterOneMore(Color color) {
        int count = virtualStones[color.code()];
        return virtualKey ^ Zobrist.virtualStones(color, count) ^ Zobrist.virtualStones(color, count + 1);
    }

    // ---- record and replay ---------------------------------------------------------------------

    private void append(int what, Color color) {
        if (logLength == log.length) {
            log = Arrays.copyOf(log, log.length * 2);
        }
        log[logLength++] = what << 2 | color.code();
    }

    /** The log was cut back or begins anew: a new lineage, and the actions are built again from its start. */
    private void forgetActions() {
        actions = List.of();
        actionsCover = 0;
        lineage = LINEAGES.incrementAndGet();
    }

    @Override
    public long lineage() {
        return lineage;
    }

    private static int kindOf(int entry) {
        return entry >>> 2;
    }

    /** Back to the setup, then every logged entry again: the state after them, exactly. */
    private void rebuild() {
        board.copyFrom(setupBoard);
        toMove = setupToMove;
        phase = Phase.PLAY;
        ending = null;
        lastPasser = 0;
        firstPasser = null;
        firstToPassOrVirtual = null;
        for (Color color : Color.values()) {
            moves[color.code()] = setupBoard.stonesOnBoard(color);
        }
        Arrays.fill(virtualStones, 0);
        virtualKey = 0;
        Arrays.fill(disputeRealMoves, 0);
        clearHistory();
        face(toMove);
        for (int i = 0; i < logLength; i++) {
            int entry = log[i];
            int what = kindOf(entry);
            if (what == DISPUTE || what == IMPLICIT_DISPUTE) {
                resume();
            } else if (!act(Color.ofCode(entry & 3), what, true).isPlayed()) {
                throw new IllegalStateException("replay refused logged action " + i);
            }
        }
    }

    // ---- views ---------------------------------------------------------------------------------

    @Override
    public int size() {
        return board.size();
    }

    @Override
    public RuleSet rules() {
        return rules;
    }

    @Override
    public BoardView board() {
        return board;
    }

    /**
     * The board itself, for fast read-only access by cell in playouts and tests.
     * Callers must not change it.
     */
    public Board boardForReading() {
        return board;
    }

    @Override
    public Color toMove() {
        return toMove;
    }

    @Override
    public Phase phase() {
        return phase;
    }

    @Override
    public Optional<Ending> ending() {
        return Optional.ofNullable(ending);
    }

    @Override
    public Optional<Color> firstPasser() {
        return Optional.ofNullable(firstPasser);
    }

    @Override
    public Optional<Color> pendingPasser() {
        boolean pending = phase == Phase.DISPUTE && rules.passesArePaid() && lastPasser != 0;
        return pending ? Optional.of(Color.ofCode(lastPasser)) : Optional.empty();
    }

    @Override
    public Optional<Color> firstToPassOrVirtual() {
        return Optional.ofNullable(firstToPassOrVirtual);
    }

    @Override
    public int moves(Color color) {
        return moves[color.code()];
    }

    @Override
    public int virtualStones(Color color) {
        return virtualStones[color.code()];
    }

    @Override
    public int captured(Color color) {
        return board.captured(color);
    }

    @Override
    public int disputeRealMoves(Color color) {
        return disputeRealMoves[color.code()];
    }

    @Override
    public long wholePositionHash() {
        return board.hash() ^ virtualKey;
    }

    /** Whether this player has faced this whole position (for tests of §4). */
    boolean hasFacedWhole(Color player, long wholeKey) {
        return facedWhole[player.code()].contains(wholeKey);
    }

    /** The number of whole positions this player has faced. */
    public int facedPositionCount(Color player) {
        return facedWhole[player.code()].size();
    }

    @Override
    public List<Action> actions() {
        if (actionsCover < logLength) {
            List<Action> built = new ArrayList<>(logLength);
            built.addAll(actions);
            for (int i = actionsCover; i < logLength; i++) {
                if (!isMarker(log[i])) {
                    built.add(actionOf(log[i]));
                }
            }
            actions = Collections.unmodifiableList(built);
            actionsCover = logLength;
        }
        return actions;
    }

    @Override
    public int actionCount() {
        int count = 0;
        for (int i = 0; i < logLength; i++) {
            count += isMarker(log[i]) ? 0 : 1;
        }
        return count;
    }

    @Override
    public Optional<Action> lastAction() {
        for (int i = logLength - 1; i >= 0; i--) {
            if (!isMarker(log[i])) {
                return Optional.of(actionOf(log[i]));
            }
        }
        return Optional.empty();
    }

    private static boolean isMarker(int entry) {
        int what = kindOf(entry);
        return what == DISPUTE || what == IMPLICIT_DISPUTE;
    }

    private Action actionOf(int entry) {
        Color color = Color.ofCode(entry & 3);
        return switch (kindOf(entry)) {
            case PASS -> new Action(color, Move.PASS);
            case VIRTUAL -> new Action(color, Move.VIRTUAL);
            default -> new Action(color, Move.at(board.pointOf(kindOf(entry))));
        };
    }

    @Override
    public Map<Point, Color> setupStones() {
        return setupStones;
    }

    private static Map<Point, Color> stonesOf(Board board) {
        Map<Point, Color> stones = new LinkedHashMap<>();
        for (Point point : board.points()) {
            Color color = board.colorAt(point);
            if (color != null) {
                stones.put(point, color);
            }
        }
        return Collections.unmodifiableMap(stones);
    }

    @Override
    public Color setupToMove() {
        return setupToMove;
    }

    /** Everything undo must restore, as text: board, counts, phase and the history's size. */
    String stateFingerprint() {
        return board + " hash=" + board.hash() + " whole=" + wholePositionHash() + " toMove=" + toMove
                + " phase=" + phase + " ending=" + ending + " lastPasser=" + lastPasser
                + " firstPasser=" + firstPasser + " first=" + firstToPassOrVirtual
                + " moves=" + Arrays.toString(moves) + " virtual=" + Arrays.toString(virtualStones)
                + " dispute=" + Arrays.toString(disputeRealMoves)
                + " captured=" + board.captured(Color.BLACK) + "/" + board.captured(Color.WHITE)
                + " faced=" + facedWhole[1].size() + "/" + facedWhole[2].size()
                + "/" + facedBoards[1].size() + "/" + facedBoards[2].size() + "/" + allBoards.size()
                + " before=" + Arrays.toString(wholeBeforeLastAction) + Arrays.toString(hasActed)
                + " log=" + logLength;
    }
}
