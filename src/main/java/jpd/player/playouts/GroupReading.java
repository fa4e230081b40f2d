package jpd.player.playouts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import jpd.player.ScratchBoards;
import jpd.rules.Board;
import jpd.rules.BoardView;
import jpd.rules.Color;

/**
 * The {@link LifeReader}'s verdict on every group (dragon) of at least {@link #MIN_STONES} stones,
 * as {@code jpd read-groups} prints it. The player does not act on it yet: the uses tried lost
 * (docs/player.md, Strength).
 */
public final class GroupReading {
    /** Smaller groups are not read: their fate is the playouts' business. */
    static final int MIN_STONES = 3;

    /** A group's status under the reading. */
    enum Status {
        /** Two sure eyes, or room enough to live or run: not read. */
        ALIVE,
        /** The opponent, moving first, captures it in no reading. */
        SAFE,
        /** The opponent, moving first, captures it; some moves of its owner prevent that. */
        CRITICAL,
        /** The opponent, moving first, captures it; no move near it is proven to prevent that. */
        WEAK,
        /** Captured whatever its owner plays of the reading's likeliest moves, or if it plays elsewhere. */
        DEAD
    }

    /** One group: a stone of it (cell), its size, status and saving moves (cells). */
    record Group(int stone, int size, Status status, Set<Integer> savers) {
    }

    private GroupReading() {
    }

    /** The verdicts on the groups of this colour code (1 black, 2 white), in board order. */
    static List<Group> read(Board board, int color, LifeReader reader) {
        List<Group> groups = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (int cell = 0; cell < board.stride() * board.stride(); cell++) {
            if (board.stoneAt(cell) != color || !seen.add(board.chainId(cell))) {
                continue;
            }
            int[] dragon = reader.dragon(board, cell);
            for (int stone : dragon) {
                seen.add(board.chainId(stone));
            }
            if (dragon.length >= MIN_STONES) {
                groups.add(read(board, cell, dragon, reader));
            }
        }
        return groups;
    }

    private static Group read(Board board, int stone, int[] dragon, LifeReader reader) {
        Set<Integer> savers = new TreeSet<>();
        Status status;
        if (reader.looksAlive(board, stone)) {
            status = Status.ALIVE;
        } else if (!reader.killable(board, stone)) {
            status = Status.SAFE;
        } else if (reader.deadWhateverOwnerPlays(board, stone)) {
            status = Status.DEAD;
        } else {
            for (int move : reader.movesNear(board, stone)) {
                if (reader.savedBy(board, stone, move)) {
                    savers.add(move);
                }
            }
            status = savers.isEmpty() ? Status.WEAK : Status.CRITICAL;
        }
        return new Group(stone, dragon.length, status, savers);
    }

    /**
     * One line per group of both colours: a stone of it (its lowest-left point), its colour,
     * stones, status and, when critical, the moves that save it; e.g. {@code C3 black 7 critical B1 D1}.
     */
    public static List<String> describe(BoardView view) {
        Board board = ScratchBoards.copyOf(view);
        LifeReader reader = new LifeReader(board.size());
        List<String> lines = new ArrayList<>();
        for (Color color : Color.values()) {
            for (Group group : read(board, color.code(), reader)) {
                StringBuilder line = new StringBuilder(board.pointOf(group.stone()) + " "
                        + color.name().toLowerCase(java.util.Locale.ROOT) + " " + group.size() + " "
                        + group.status().name().toLowerCase(java.util.Locale.ROOT));
                for (int saver : group.savers()) {
                    line.append(' ').append(board.pointOf(saver));
                }
                lines.add(line.toString());
            }
        }
        return lines;
    }
}
