package jpd.rules;

import java.util.Arrays;

/**
 * A set of 64-bit keys that is mostly written and seldom asked: adding appends to an array,
 * and the hash set is brought up to date only when a question comes. B(P), the boards a player
 * has faced, is asked only about virtual moves, so playouts without them pay one array store.
 */
final class LazyLongSet {
    private final LongHashSet set;
    private long[] pending = new long[64];
    private int pendingCount;

    LazyLongSet(int expected) {
        set = new LongHashSet(expected);
    }

    void add(long key) {
        if (pendingCount == pending.length) {
            pending = Arrays.copyOf(pending, pending.length * 2);
        }
        pending[pendingCount++] = key;
    }

    boolean contains(long key) {
        catchUp();
        return set.contains(key);
    }

    int size() {
        catchUp();
        return set.size();
    }

    void clear() {
        set.clear();
        pendingCount = 0;
    }

    private void catchUp() {
        for (int i = 0; i < pendingCount; i++) {
            set.add(pending[i]);
        }
        pendingCount = 0;
    }
}
