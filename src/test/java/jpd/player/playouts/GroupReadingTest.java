package jpd.player.playouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jpd.rules.Positions;
import org.junit.jupiter.api.Test;

class GroupReadingTest {
    @Test
    void aGroupWithOneEyeUnderAWallIsDeadAndTheWallAlive() {
        assertEquals(List.of("A1 black 10 dead", "D1 white 8 alive"),
                GroupReading.describe(Positions.game(LifeReaderTest.ONE_EYE).board()));
    }

    @Test
    void twoSmallGroupsAreNotRead() {
        String small = """
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . X X . . .
                . . . . O O . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                """;
        assertEquals(List.of(), GroupReading.describe(Positions.game(small).board()));
    }
}
