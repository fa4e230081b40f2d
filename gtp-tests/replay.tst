# A command means exactly what it says, whatever was undone or cleared before (GTP.md): a
# pass is a pass even where a taken-back line had a virtual move, and clear_board starts a
# new game. (Keeping such virtual moves is jpd gtp --keep-virtual-on-replay's, for Sabaki:
# see gtp-tests/keep-virtual-on-replay/.)
boardsize 5
play b pass
play b pass
play b D5
play w virtual
undo
10 play w pass
#? []
# White's pass waits for Black's answer (RULES.md §11.4): "own pass pending".
20 play w B5
#? [?]
boardsize 9
play b E5
play w virtual
play b C3
undo
undo
30 play w pass
#? []
40 jpd-score_report
#? [.*virtual_white: 0\n.*]
# A second game that shares the first one's opening: exactly the moves it sends.
clear_board
play b C3
play w D4
play b virtual
play w G7
clear_board
play b C3
play w D4
50 play b pass
#? []
60 jpd-score_report
#? [.*moves_black: 1\n.*virtual_black: 0\n.*virtual_white: 0\n.*]
