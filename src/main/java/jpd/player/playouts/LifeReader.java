package jpd.player.playouts;

import java.util.Arrays;
import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Reads the life of an enclosed group, which the light playouts misjudge: whether the opponent,
 * moving first, captures it, and which of the owner's moves prevent that. The group is a dragon:
 * the chain of a stone and every own chain that shares two liberties with it or with another of
 * the dragon's chains (one move cannot cut them). The reading plays, for both sides, the empty
 * points of the areas next to the group and the liberties of the enemy chains next to it that are
 * short of liberties, the {@link #WIDTH} likeliest of them; the owner may also play elsewhere. The
 * group lives when it has two sure eyes (empty areas of one or two points that only its stones
 * border, a lone point not false) or room: at least {@link #openArea} empty points nearer to its
 * colour than to the enemy's, or twice that many no nearer to the enemy (a group in the open is
 * beyond this reader). It dies when it is captured, or when it has room for at most one eye,
 * cannot run, and every enemy chain next to it has one liberty more than it (two with the enemy
 * to move). A reading that runs out of depth or of positions proves no capture. The board asked
 * about is never changed: the reading plays on scratch copies.
 */
final class LifeReader {
    /** Positions one question may read. */
    private static final int BUDGET = 1000;
    private static final int MAX_DEPTH = 14;
    /** Moves tried per position, the likeliest first. */
    private static final int WIDTH = 7;
    private static final int EDGE = 3;
    /** Enemy chains next to the group with at most this many liberties give their liberties as moves. */
    private static final int SHORT = 3;

    /** The room that counts as life: an eighth of the board, at least 8 points. */
    private final int openArea;
    private final Board[] boards = new Board[MAX_DEPTH + 1];
    private final int[][] candidates = new int[MAX_DEPTH + 1][];
    private final int[][] scores = new int[MAX_DEPTH + 1][];
    private final int[] dragonMark;
    private final int[] areaMark;
    private final int[] chainMark;
    private final int[] libertyMark;
    private final int[] cells;
    private final int[] queue;
    private final int[] spread;
    private final int[] ownDistance;
    private final int[] enemyDistance;
    private int dragonStamp;
    private int areaStamp;
    private int libertyStamp;
    private int budget;
    /** Whether the last question's reading stopped somewhere for want of depth or positions. */
    private boolean exhausted;
    /** The points the last {@link #room} call flooded: its room and the points as near to the enemy. */
    private int reach;

    /** A reader for boards of this size. */
    LifeReader(int size) {
        openArea = Math.max(8, size * size / 8);
        int cellCount = (size + 2) * (size + 2);
        dragonMark = new int[cellCount];
        areaMark = new int[cellCount];
        chainMark = new int[cellCount];
        libertyMark = new int[cellCount];
        cells = new int[cellCount];
        queue = new int[cellCount];
        spread = new int[cellCount];
        ownDistance = new int[cellCount];
        enemyDistance = new int[cellCount];
        for (int depth = 0; depth <= MAX_DEPTH; depth++) {
            boards[depth] = new Board(size);
            candidates[depth] = new int[cellCount];
            scores[depth] = new int[cellCount];
        }
    }

    /** Whether the opponent, moving first, captures the group of this stone: the reading proves it. */
    boolean killable(Board board, int stone) {
        Color owner = Color.ofCode(board.stoneAt(stone));
        budget = BUDGET;
        boards[0].copyFrom(board);
        return attackerWins(boards[0], stone, owner, true, 0, -1);
    }

    /**
     * Whether the owner of the stone, moving first, loses the group anyway: every move of the
     * owner near it, and tenuki, leaves a capture the reading proves.
     */
    boolean deadWhateverOwnerPlays(Board board, int stone) {
        Color owner = Color.ofCode(board.stoneAt(stone));
        budget = BUDGET;
        boards[0].copyFrom(board);
        return attackerWins(boards[0], stone, owner, false, 0, -1);
    }

    /**
     * Whether the group of this stone is safe from this reader's attacks after its owner plays this
     * move: every attack read to its end fails.
     */
    boolean savedBy(Board board, int stone, int move) {
        Color owner = Color.ofCode(board.stoneAt(stone));
        if (board.stoneAt(move) != 0 || board.isSuicide(move, owner)) {
            return false;
        }
        Board after = boards[0];
        after.copyFrom(board);
        after.place(move, owner);
        if (after.stoneAt(stone) != owner.code()) {
            return false;
        }
        budget = BUDGET;
        exhausted = false;
        boards[1].copyFrom(after);
        return !attackerWins(boards[1], stone, owner, true, 1, -1) && !exhausted;
    }

    /** The owner's moves near the group of this stone that this reader considers, the likeliest first. */
    int[] movesNear(Board board, int stone) {
        Color owner = Color.ofCode(board.stoneAt(stone));
        boards[0].copyFrom(board);
        int count = candidatesFor(boards[0], stone, owner, owner, 0);
        return Arrays.copyOf(candidates[0], count);
    }

    /** The stones of the group (dragon) of this stone. */
    int[] dragon(Board board, int stone) {
        return Arrays.copyOf(cells, markDragon(board, stone, board.stoneAt(stone)));
    }

    /** Whether the group of this stone has what this reader calls life already: two sure eyes or room. */
    boolean looksAlive(Board board, int stone) {
        return status(board, stone, Color.ofCode(board.stoneAt(stone)), false) == Status.ALIVE;
    }

    private enum Status { ALIVE, DEAD, OPEN_QUESTION }

    private boolean attackerWins(Board board, int stone, Color owner, boolean attackerToMove, int depth, int ko) {
        Status status = status(board, stone, owner, !attackerToMove);
        if (status != Status.OPEN_QUESTION) {
            return status == Status.DEAD;
        }
        if (depth >= MAX_DEPTH || --budget < 0) {
            exhausted = true;
            return false;
        }
        Color mover = attackerToMove ? owner.opponent() : owner;
        int count = Math.min(WIDTH, candidatesFor(board, stone, owner, mover, depth));
        int[] moves = candidates[depth];
        Board child = boards[depth + 1];
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (move == ko || board.isSuicide(move, mover)) {
                continue;
            }
            child.copyFrom(board);
            int captured = koCapture(board, move, mover);
            int removed = child.place(move, mover);
            int nextKo = removed == 1 && captured >= 0 && child.chainSize(move) == 1 && child.inAtari(move) ? captured : -1;
            boolean wins = attackerWins(child, stone, owner, !attackerToMove, depth + 1, nextKo);
            if (attackerToMove && wins) {
                return true;
            }
            if (!attackerToMove && !wins) {
                return false;
            }
        }
        if (attackerToMove) {
            return false;
        }
        // The owner may also play elsewhere: the attacker then moves again.
        child.copyFrom(board);
        return attackerWins(child, stone, owner, true, depth + 1, -1);
    }

    /** A lone enemy stone in atari next to the move, the ko point if the move takes just it. */
    private static int koCapture(Board board, int move, Color mover) {
        int enemy = 3 - mover.code();
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, move, d);
            if (board.stoneAt(neighbor) == enemy && board.chainSize(neighbor) == 1 && board.inAtari(neighbor)) {
                return neighbor;
            }
        }
        return -1;
    }

    /**
     * The group's status seen without reading. The owner's turn matters for a race: the owner to
     * move needs one liberty less.
     */
    private Status status(Board board, int stone, Color owner, boolean ownerToMove) {
        if (board.stoneAt(stone) != owner.code()) {
            return Status.DEAD;
        }
        int dragonSize = markDragon(board, stone, owner.code());
        int eyes = 0;
        int eyeRoom = 0;
        areaStamp++;
        for (int i = 0; i < dragonSize; i++) {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cells[i], d);
                if (board.stoneAt(neighbor) != 0 || areaMark[neighbor] == areaStamp) {
                    continue;
                }
                int area = floodArea(board, neighbor);
                if ((area & ENCLOSED) == 0) {
                    continue;
                }
                int points = area & ~ENCLOSED;
                boolean eye = points <= 2 && !(points == 1 && isFalseEye(board, neighbor, owner.code()));
                eyes += eye ? 1 : 0;
                eyeRoom += eye ? 1 : 2;
            }
        }
        if (eyes >= 2) {
            return Status.ALIVE;
        }
        int room = room(board, dragonSize, owner.code());
        if (room >= openArea || reach >= 2 * openArea) {
            return Status.ALIVE;
        }
        eyeRoom += room >= 6 ? 2 : room >= 3 ? 1 : 0;
        int liberties = countLiberties(board, dragonSize);
        if (eyeRoom <= 1 && reach < openArea && shortestEnemyLiberties(board, dragonSize, owner.code()) >= liberties + (ownerToMove ? 1 : 2)) {
            return Status.DEAD;
        }
        return Status.OPEN_QUESTION;
    }

    /**
     * The group's room: the empty points nearer to own stones than to enemy ones (steps through
     * empty points) that it reaches through points no nearer to the enemy, enclosed eye areas included.
     */
    private int room(Board board, int dragonSize, int own) {
        distances(board, own, ownDistance);
        distances(board, 3 - own, enemyDistance);
        libertyStamp++;
        int head = 0;
        int tail = 0;
        for (int i = 0; i < dragonSize; i++) {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cells[i], d);
                if (board.stoneAt(neighbor) == 0 && libertyMark[neighbor] != libertyStamp
                        && ownDistance[neighbor] <= enemyDistance[neighbor]) {
                    libertyMark[neighbor] = libertyStamp;
                    queue[tail++] = neighbor;
                }
            }
        }
        int room = 0;
        reach = 0;
        while (head < tail) {
            int cell = queue[head++];
            room += ownDistance[cell] < enemyDistance[cell] ? 1 : 0;
            reach++;
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cell, d);
                if (board.stoneAt(neighbor) == 0 && libertyMark[neighbor] != libertyStamp
                        && ownDistance[neighbor] <= enemyDistance[neighbor]) {
                    libertyMark[neighbor] = libertyStamp;
                    queue[tail++] = neighbor;
                }
            }
        }
        return room;
    }

    /** Steps through empty points from the nearest stone of this colour, for every empty point. */
    private void distances(Board board, int color, int[] distance) {
        Arrays.fill(distance, Integer.MAX_VALUE);
        int head = 0;
        int tail = 0;
        for (int cell = 0; cell < distance.length; cell++) {
            if (board.stoneAt(cell) == color) {
                distance[cell] = 0;
                spread[tail++] = cell;
            }
        }
        while (head < tail) {
            int cell = spread[head++];
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cell, d);
                if (neighbor >= 0 && neighbor < distance.length && board.stoneAt(neighbor) == 0
                        && distance[neighbor] == Integer.MAX_VALUE) {
                    distance[neighbor] = distance[cell] + 1;
                    spread[tail++] = neighbor;
                }
            }
        }
    }

    private static final int ENCLOSED = 1 << 20;

    /**
     * Floods the empty area of this cell: its point count, with {@link #ENCLOSED} set when only the
     * dragon's stones border it.
     */
    private int floodArea(Board board, int start) {
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        areaMark[start] = areaStamp;
        boolean enclosed = true;
        while (head < tail) {
            int cell = queue[head++];
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cell, d);
                int content = board.stoneAt(neighbor);
                if (content == 0) {
                    if (areaMark[neighbor] != areaStamp) {
                        areaMark[neighbor] = areaStamp;
                        queue[tail++] = neighbor;
                    }
                } else if (content != EDGE && dragonMark[neighbor] != dragonStamp) {
                    enclosed = false;
                }
            }
        }
        return tail | (enclosed ? ENCLOSED : 0);
    }

    /** A one-point eye whose diagonals the enemy holds: two of them, or one at the edge. */
    private static boolean isFalseEye(Board board, int cell, int own) {
        int stride = board.stride();
        int enemy = 0;
        boolean edge = false;
        for (int diagonal : new int[] {-stride - 1, -stride + 1, stride - 1, stride + 1}) {
            int content = board.stoneAt(cell + diagonal);
            if (content == 3 - own) {
                enemy++;
            } else if (content == EDGE) {
                edge = true;
            }
        }
        return enemy >= (edge ? 1 : 2);
    }

    /** Marks the dragon of this stone with a new stamp and lists its stones in {@link #cells}; returns their count. */
    private int markDragon(Board board, int stone, int own) {
        dragonStamp++;
        int count = addChain(board, stone, 0);
        for (int i = 0; i < count; i++) {
            for (int d = 0; d < 4; d++) {
                int liberty = Playout.neighbor(board, cells[i], d);
                if (board.stoneAt(liberty) != 0) {
                    continue;
                }
                for (int e = 0; e < 4; e++) {
                    int other = Playout.neighbor(board, liberty, e);
                    if (board.stoneAt(other) == own && dragonMark[other] != dragonStamp && sharesTwoLiberties(board, other)) {
                        count = addChain(board, other, count);
                    }
                }
            }
        }
        return count;
    }

    private int addChain(Board board, int stone, int count) {
        int cell = stone;
        do {
            dragonMark[cell] = dragonStamp;
            cells[count++] = cell;
            cell = board.nextStone(cell);
        } while (cell != stone);
        return count;
    }

    /** Whether the chain of this stone, not yet in the dragon, shares two liberties with the dragon. */
    private boolean sharesTwoLiberties(Board board, int stone) {
        int shared = 0;
        int first = -1;
        int cell = stone;
        do {
            for (int d = 0; d < 4; d++) {
                int liberty = Playout.neighbor(board, cell, d);
                if (board.stoneAt(liberty) == 0 && liberty != first && touchesDragon(board, liberty)) {
                    if (++shared >= 2) {
                        return true;
                    }
                    first = liberty;
                }
            }
            cell = board.nextStone(cell);
        } while (cell != stone);
        return false;
    }

    private boolean touchesDragon(Board board, int cell) {
        for (int d = 0; d < 4; d++) {
            if (dragonMark[Playout.neighbor(board, cell, d)] == dragonStamp) {
                return true;
            }
        }
        return false;
    }

    private int countLiberties(Board board, int dragonSize) {
        libertyStamp++;
        int count = 0;
        for (int i = 0; i < dragonSize; i++) {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cells[i], d);
                if (board.stoneAt(neighbor) == 0 && libertyMark[neighbor] != libertyStamp) {
                    libertyMark[neighbor] = libertyStamp;
                    count++;
                }
            }
        }
        return count;
    }

    /** The fewest liberties of an enemy chain next to the dragon (counted up to a large number). */
    private int shortestEnemyLiberties(Board board, int dragonSize, int own) {
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < dragonSize; i++) {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cells[i], d);
                if (board.stoneAt(neighbor) == 3 - own) {
                    fewest = Math.min(fewest, chainLiberties(board, neighbor));
                }
            }
        }
        return fewest;
    }

    private int chainLiberties(Board board, int stone) {
        libertyStamp++;
        int count = 0;
        int cell = stone;
        do {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cell, d);
                if (board.stoneAt(neighbor) == 0 && libertyMark[neighbor] != libertyStamp) {
                    libertyMark[neighbor] = libertyStamp;
                    count++;
                }
            }
            cell = board.nextStone(cell);
        } while (cell != stone);
        return count;
    }

    /** The moves to read for the mover, the likeliest first, left in candidates[depth]; returns their count. */
    private int candidatesFor(Board board, int stone, Color owner, Color mover, int depth) {
        int dragonSize = markDragon(board, stone, owner.code());
        areaStamp++;
        int[] moves = candidates[depth];
        int[] score = scores[depth];
        int count = 0;
        for (int i = 0; i < dragonSize; i++) {
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cells[i], d);
                if (board.stoneAt(neighbor) == 0 && areaMark[neighbor] != areaStamp) {
                    count = addArea(board, neighbor, moves, count);
                } else if (board.stoneAt(neighbor) == 3 - owner.code() && chainMark[neighbor] != areaStamp
                        && chainLiberties(board, neighbor) <= SHORT) {
                    count = addLiberties(board, neighbor, moves, count);
                }
            }
        }
        for (int i = 0; i < count; i++) {
            score[i] = score(board, moves[i], mover);
        }
        // Insertion sort by score, highest first; the lists are short.
        for (int i = 1; i < count; i++) {
            int move = moves[i];
            int value = score[i];
            int j = i - 1;
            while (j >= 0 && score[j] < value) {
                moves[j + 1] = moves[j];
                score[j + 1] = score[j];
                j--;
            }
            moves[j + 1] = move;
            score[j + 1] = value;
        }
        return count;
    }

    private int addArea(Board board, int start, int[] moves, int count) {
        int head = count;
        areaMark[start] = areaStamp;
        moves[count++] = start;
        while (head < count) {
            int cell = moves[head++];
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cell, d);
                if (board.stoneAt(neighbor) == 0 && areaMark[neighbor] != areaStamp) {
                    areaMark[neighbor] = areaStamp;
                    moves[count++] = neighbor;
                }
            }
        }
        return count;
    }

    private int addLiberties(Board board, int stone, int[] moves, int count) {
        int cell = stone;
        do {
            chainMark[cell] = areaStamp;
            for (int d = 0; d < 4; d++) {
                int neighbor = Playout.neighbor(board, cell, d);
                if (board.stoneAt(neighbor) == 0 && areaMark[neighbor] != areaStamp) {
                    areaMark[neighbor] = areaStamp;
                    moves[count++] = neighbor;
                }
            }
            cell = board.nextStone(cell);
        } while (cell != stone);
        return count;
    }

    /** How promising a move looks: captures first, then points touching the group, then roomy points. */
    private int score(Board board, int move, Color mover) {
        int value = 0;
        for (int d = 0; d < 4; d++) {
            int neighbor = Playout.neighbor(board, move, d);
            int content = board.stoneAt(neighbor);
            if (content == 0) {
                value += 1;
            } else if (content != EDGE && content != mover.code() && board.inAtari(neighbor)) {
                value += 20;
            } else if (content != EDGE && content == mover.code() && board.inAtari(neighbor)) {
                value += 10;
            }
            if (dragonMark[neighbor] == dragonStamp) {
                value += 3;
            }
        }
        return value;
    }
}
