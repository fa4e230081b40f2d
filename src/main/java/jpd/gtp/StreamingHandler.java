package jpd.gtp;

/**
 * A command whose answer goes on after its first line: {@link GtpServer} writes it line by line as it arrives and
 * ends it, if it is still going, when the next command comes (analysis commands answer until then; a genmove ponders
 * until then).
 */
@FunctionalInterface
public interface StreamingHandler extends Handler {

    /** Sends the command on and returns its answer, of which the first line has come. */
    StreamedAnswer open(Arguments args) throws GtpError;

    /** The whole answer at once, for callers that cannot stream: it must end by itself. */
    @Override
    default String handle(Arguments args) throws GtpError {
        StreamedAnswer stream = open(args);
        StringBuilder text = new StringBuilder(stream.head());
        stream.forward(line -> text.append('\n').append(line));
        if (!stream.success()) {
            throw new GtpError(text.toString());
        }
        return text.toString();
    }
}
