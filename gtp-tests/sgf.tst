# SGF in and out (GTP.md): VIRTUAL[] moves, disputes after two passes, setup, bad files.
10 loadsgf sgf/dispute.sgf
#? []
20 jpd-phase
#? [stopped]
30 jpd-score_report
#? [.*moves_black: 4\s.*virtual_black: 2\s.*moves_white: 3\s.*first_passer: white.*]
# The position before move 5 (Black's first pass): play goes on.
40 loadsgf sgf/dispute.sgf 5
#? []
50 jpd-phase
#? [play]
60 jpd-score_report
#? [.*virtual_black: 1\s.*]
# Before move 8 (White's answer to Black's dispute pass): Black's pass is pending.
70 loadsgf sgf/dispute.sgf 8
#? []
80 play b bb
#? [?]
90 play w a5
#? []
100 jpd-score_report
#? [.*virtual_black: 2\s.*]

# A record with an illegal ko recapture does not load, and changes nothing.
110 loadsgf sgf/superko.sgf
#? [?]
120 jpd-score_report
#? [.*virtual_black: 2\s.*]
130 loadsgf sgf/superko.sgf 9
#? []
140 play w B4
#? [?]
150 loadsgf sgf/malformed.sgf
#? [?]
160 loadsgf sgf/no-such-file.sgf
#? [?]
170 loadsgf sgf/superko.sgf zero
#? [?]

# Setup stones, PL and the rules of the file.
180 loadsgf sgf/handicap.sgf
#? []
190 jpd-rules
#? [art2014-simple.*]
200 jpd-score_report
#? [.*komi: 0\.5\s.*moves_black: 3\s.*moves_white: 2\s.*]
210 undo
#? []
220 undo
#? []
230 undo
#? []
240 undo
#? [?]

# Round trip: what we write, we read back to the same game.
boardsize 7
clear_board
jpd-rules art2014
komi 7.5
play b D4
play w virtual
play b C3
play w pass
play b pass
jpd-dispute
play w pass
play b E5
250 printsgf /tmp/jpd-gtp-tests-roundtrip.sgf
#? []
260 jpd-score_report
#? [.*moves_black: 3\s.*virtual_black: 0\s.*moves_white: 2\s.*virtual_white: 2\s.*]
270 loadsgf /tmp/jpd-gtp-tests-roundtrip.sgf
#? []
280 jpd-score_report
#? [.*komi: 7\.5\s.*moves_black: 3\s.*virtual_black: 0\s.*moves_white: 2\s.*virtual_white: 2\s.*]
290 jpd-phase
#? [dispute]
300 printsgf
#? [\(;FF\[4\].*VIRTUAL\[\].*]
310 printsgf /no/such/dir/x.sgf
#? [?]
