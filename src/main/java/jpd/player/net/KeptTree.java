package jpd.player.net;

import java.util.Optional;
import jpd.rules.Color;
import jpd.rules.GameView;
import jpd.rules.Phase;

/**
 * The tree of the player's last move search, kept so that the next move's search starts from its subtree of the
 * position reached since (KataGo's tree reuse): only when the game went on from that search's root by actions alone,
 * in the same phase (never across the stop or a dispute's start) with the same komi. A game's lineage changes with an
 * undo, a new game or setup stones, so none of those ever reuses a tree; a board of another size or rule set is
 * another game. {@link NetSearch#continuedAt} checks the rest against the tree itself. The tree is handed over once:
 * whatever the next search does not take is left to the collector.
 */
final class KeptTree {
    private NetSearch search;
    private long lineage;
    private int actionCount;
    private Phase phase;
    private double komi;

    /** Keeps a finished move search of this game, searched with this komi, for the next move. */
    void keep(GameView game, double komi, NetSearch searched) {
        search = searched;
        lineage = game.lineage();
        actionCount = game.actionCount();
        phase = game.phase();
        this.komi = komi;
    }

    /**
     * The kept search continued in this game's position for this colour ({@link NetSearch#continuedAt}), or empty
     * when the game did not go on from it as above; forgets the kept tree either way.
     */
    Optional<NetSearch> continuation(GameView game, Color color, boolean allowVirtual, double komi, long seed) {
        NetSearch kept = search;
        search = null;
        if (kept == null || game.lineage() != lineage || game.actionCount() <= actionCount || komi != this.komi
                || phase == Phase.STOPPED || game.phase() != phase) {
            return Optional.empty();
        }
        return kept.continuedAt(game, color, allowVirtual, seed);
    }
}
