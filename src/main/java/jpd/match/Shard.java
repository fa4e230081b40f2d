package jpd.match;

/**
 * One of {@code count} parts of a match: the games whose index is congruent to {@code index} modulo
 * {@code count}.
 *
 * @param index which part, 0..count-1
 * @param count how many parts
 */
public record Shard(int index, int count) {

    /** The whole match in one part. */
    public static final Shard ALL = new Shard(0, 1);

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("a shard is K/N with 0 <= K < N: " + index + "/" + count);
        }
    }

    /** Parses {@code K/N}. */
    public static Shard parse(String text) {
        String[] parts = text.split("/", -1);
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
            }
        } catch (NumberFormatException e) {
            // reported below with the expected form
        }
        throw new IllegalArgumentException("a shard is K/N, e.g. 0/4: '" + text + "'");
    }

    /** Whether this part plays the game of this index. */
    public boolean plays(int gameIndex) {
        return gameIndex % count == index;
    }

    /** The folder name of this part inside the match folder; the whole match uses the folder itself. */
    public String folderName() {
        return "shard-" + index + "-of-" + count;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
