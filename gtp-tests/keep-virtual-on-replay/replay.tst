# Run with `jpd gtp --keep-virtual-on-replay` (GtpTestSuitesTest does): a GUI that stores our
# virtual moves as passes (Sabaki) replays them as `play X pass`. A pass sent where this session
# played a virtual move of that colour before, after the same actions from the same start (board
# size, rules, setup stones; komi does not matter), stays that virtual move; stderr says so.
boardsize 9
play b E5
play w virtual
play b C3
# Sabaki's sync: undo to the common prefix, then play the rest.
undo
undo
10 play w pass
#? []
20 jpd-score_report
#? [.*virtual_white: 1\n.*]
play b C3
play w D4
play b virtual
play w G7
# Too far back for undo: clear_board and a full replay, with another komi sent first.
clear_board
komi 0.5
play b E5
play w pass
play b C3
play w D4
30 play b pass
#? []
40 jpd-score_report
#? [.*virtual_black: 1\n.*virtual_white: 1\n.*]
# A detour into another variation does not lose the line: the session keeps every line as a tree.
clear_board
play b E5
play w C3
play b virtual
play w D4
undo
undo
play b A1
undo
play b pass
play w D4
50 jpd-score_report
#? [.*virtual_black: 1\n.*virtual_white: 0\n.*]
# Off every line the session has played, a pass is a pass.
clear_board
play b D5
60 play w pass
#? []
70 jpd-score_report
#? [.*virtual_black: 0\n.*virtual_white: 0\n.*]
# Another start is another line: the 9x9 games had `b E5, w virtual`, this 7x7 one has not.
boardsize 7
play b E5
play w pass
80 jpd-score_report
#? [.*virtual_black: 0\n.*virtual_white: 0\n.*]
# A line with setup stones (White moves first) is not the line without them.
clear_board
set_free_handicap C3 E5
play w D4
play b virtual
clear_board
play w D4
play b pass
90 jpd-score_report
#? [.*virtual_black: 0\n.*virtual_white: 0\n.*]
clear_board
set_free_handicap C3 E5
play w D4
play b pass
100 jpd-score_report
#? [.*virtual_black: 1\n.*virtual_white: 0\n.*]
# A game loaded from SGF is a line the session has played too (its setup: none, 5x5, art2014).
loadsgf ../sgf/dispute.sgf
clear_board
play b C3
play w D3
play b pass
110 jpd-score_report
#? [.*virtual_black: 1\n.*]
