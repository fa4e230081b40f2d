package jpd.regress;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * One GTP command of a regression file: its line number, its id when it is a numbered command, the command
 * without the id, and what its answer must be when a {@code #?} line follows.
 */
public record ScriptCommand(int line, OptionalInt id, String command, Optional<Expectation> expectation) {

    /** The line sent to the engine, with the id in front when there is one. */
    public String gtpLine() {
        return id.isPresent() ? id.getAsInt() + " " + command : command;
    }

    /** This command with an expectation added. */
    public ScriptCommand expecting(Expectation expected) {
        return new ScriptCommand(line, id, command, Optional.of(expected));
    }
}
