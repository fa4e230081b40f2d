package jpd.gtp;

import jpd.player.TimeControl;

/** time_settings, kgs-time_settings and time_left: checked and passed to the player (no clock here). */
final class TimeCommands {
    private static final int MAX = Integer.MAX_VALUE;

    private final Session session;

    TimeCommands(Session session) {
        this.session = session;
    }

    void register(CommandTable table) {
        table.register("time_settings", this::timeSettings);
        table.register("kgs-time_settings", this::kgsTimeSettings);
        table.register("time_left", this::timeLeft);
    }

    private String timeSettings(Arguments args) throws GtpError {
        args.expect(3);
        TimeControl time = TimeControl.ofGtp(args.integer(0, 0, MAX), args.integer(1, 0, MAX), args.integer(2, 0, MAX));
        session.player().setTime(time);
        return "";
    }

    /** {@code none}, {@code absolute main}, {@code byoyomi main period periods}, {@code canadian main period stones}. */
    private String kgsTimeSettings(Arguments args) throws GtpError {
        args.expectBetween(1, 4);
        String system = args.choice(0, "none", "absolute", "byoyomi", "canadian");
        TimeControl time = switch (system) {
            case "none" -> {
                args.expect(1);
                yield TimeControl.NONE;
            }
            case "absolute" -> {
                args.expect(2);
                yield new TimeControl(TimeControl.Kind.ABSOLUTE, args.integer(1, 0, MAX), 0, 0);
            }
            default -> {
                args.expect(4);
                TimeControl.Kind kind = system.equals("byoyomi") ? TimeControl.Kind.BYOYOMI : TimeControl.Kind.CANADIAN;
                yield new TimeControl(kind, args.integer(1, 0, MAX), args.integer(2, 0, MAX), args.integer(3, 0, MAX));
            }
        };
        session.player().setTime(time);
        return "";
    }

    private String timeLeft(Arguments args) throws GtpError {
        args.expect(3);
        session.player().timeLeft(args.color(0), args.integer(1, 0, MAX), args.integer(2, 0, MAX));
        return "";
    }
}
