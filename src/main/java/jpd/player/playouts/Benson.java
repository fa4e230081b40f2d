package jpd.player.playouts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jpd.rules.Board;
import jpd.rules.Color;

/**
 * Benson's algorithm: the chains that stay on the board whatever the opponent plays, even if
 * their owner only passes (pass-alive), and the opponent stones inside their vital regions,
 * which are therefore dead.
 */
final class Benson {
    private Benson() {
    }

    /**
     * Marks, by cell, the stones of pass-alive chains with 1 and the stones that lie in a
     * vital region of a pass-alive chain of the other colour with -1; others stay 0.
     */
    static int[] analyse(Board board) {
        int[] marks = new int[(board.size() + 2) * (board.size() + 2)];
        for (Color color : Color.values()) {
            mark(board, color, marks);
        }
        return marks;
    }

    /** A maximal connected set of points holding no stone of the colour analysed. */
    private record Region(List<Integer> cells, Set<Integer> chains, Set<Integer> vitalTo) {
    }

    private static void mark(Board board, Color color, int[] marks) {
        int own = color.code();
        List<Region> regions = regions(board, own);
        Set<Integer> alive = new HashSet<>();
        for (Region region : regions) {
            alive.addAll(region.chains());
        }
        boolean changed = true;
        List<Region> healthy = new ArrayList<>(regions);
        while (changed) {
            Map<Integer, Integer> vitalCount = new HashMap<>();
            for (Region region : healthy) {
                for (int chain : region.vitalTo()) {
                    vitalCount.merge(chain, 1, Integer::sum);
                }
            }
            changed = alive.removeIf(chain -> vitalCount.getOrDefault(chain, 0) < 2);
            changed |= healthy.removeIf(region -> !alive.containsAll(region.chains()));
        }
        for (int cell = 0; cell < marks.length; cell++) {
            if (board.stoneAt(cell) == own && alive.contains(board.chainId(cell))) {
                marks[cell] = 1;
            }
        }
        for (Region region : healthy) {
            if (!region.vitalTo().isEmpty()) {
                for (int cell : region.cells()) {
                    if (board.stoneAt(cell) == 3 - own) {
                        marks[cell] = -1;
                    }
                }
            }
        }
    }

    private static List<Region> regions(Board board, int own) {
        int stride = board.stride();
        int[] offsets = {-stride, -1, 1, stride};
        boolean[] seen = new boolean[(board.size() + 2) * (board.size() + 2)];
        List<Region> regions = new ArrayList<>();
        for (int row = 0; row < board.size(); row++) {
            for (int column = 0; column < board.size(); column++) {
                int start = board.cell(column, row);
                if (seen[start] || board.stoneAt(start) == own) {
                    continue;
                }
                List<Integer> cells = new ArrayList<>();
                Set<Integer> chains = new HashSet<>();
                seen[start] = true;
                cells.add(start);
                for (int next = 0; next < cells.size(); next++) {
                    int cell = cells.get(next);
                    for (int offset : offsets) {
                        int neighbor = cell + offset;
                        int stone = board.stoneAt(neighbor);
                        if (stone == own) {
                            chains.add(board.chainId(neighbor));
                        } else if (stone != 3 && !seen[neighbor]) {
                            seen[neighbor] = true;
                            cells.add(neighbor);
                        }
                    }
                }
                regions.add(new Region(cells, chains, vitalChains(board, own, cells, chains, offsets)));
            }
        }
        return regions;
    }

    /** The bordering chains that have every empty point of the region as a liberty. */
    private static Set<Integer> vitalChains(Board board, int own, List<Integer> cells, Set<Integer> chains,
                                            int[] offsets) {
        Set<Integer> vital = new HashSet<>(chains);
        for (int cell : cells) {
            if (board.stoneAt(cell) != 0) {
                continue;
            }
            Set<Integer> touching = new HashSet<>();
            for (int offset : offsets) {
                if (board.stoneAt(cell + offset) == own) {
                    touching.add(board.chainId(cell + offset));
                }
            }
            vital.retainAll(touching);
        }
        return vital;
    }
}
