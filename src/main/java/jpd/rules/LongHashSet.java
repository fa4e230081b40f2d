package jpd.rules;

import java.util.Arrays;

/**
 * An open-addressing set of 64-bit keys (the superko history): O(1) memory and time per key,
 * no boxing. Key 0 is stored through a separate flag because 0 marks an empty slot.
 */
final class LongHashSet {
    private long[] slots;
    private int mask;
    private int size;
    private boolean hasZero;

    LongHashSet(int expected) {
        int capacity = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
        slots = new long[capacity];
        mask = capacity - 1;
    }

    /** Adds the key; returns true when it was not there. */
    boolean add(long key) {
        if (key == 0) {
            boolean added = !hasZero;
            hasZero = true;
            size += added ? 1 : 0;
            return added;
        }
        int slot = slotOf(key);
        while (true) {
            long stored = slots[slot];
            if (stored == 0) {
                slots[slot] = key;
                if (++size * 2 > slots.length) {
                    grow();
                }
                return true;
            }
            if (stored == key) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
    }

    boolean contains(long key) {
        if (key == 0) {
            return hasZero;
        }
        int slot = slotOf(key);
        while (true) {
            long stored = slots[slot];
            if (stored == key) {
                return true;
            }
            if (stored == 0) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
    }

    int size() {
        return size;
    }

    void clear() {
        if (size > 0) {
            Arrays.fill(slots, 0L);
            size = 0;
            hasZero = false;
        }
    }

    /** Makes this set equal to the other, reusing its own array when large enough. */
    void copyFrom(LongHashSet other) {
        if (slots.length != other.slots.length) {
            slots = new long[other.slots.length];
            mask = other.mask;
        }
        System.arraycopy(other.slots, 0, slots, 0, slots.length);
        size = other.size;
        hasZero = other.hasZero;
    }

    private int slotOf(long key) {
        // Zobrist keys are already uniform; fold the high bits in anyway for derived keys.
        return (int) (key ^ (key >>> 32)) & mask;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        mask = slots.length - 1;
        for (long key : old) {
            if (key != 0) {
                int slot = slotOf(key);
                while (slots[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slots[slot] = key;
            }
        }
    }
}
