# A GUI replaying our game (Sabaki: undo to the common prefix, or clear_board and every move)
# sends our virtual moves as passes; a pass replayed exactly where the taken-back line had a
# virtual move of the same colour stays that virtual move (with a warning on stderr).
boardsize 9
clear_board
play b E5
play w virtual
play b C3
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
clear_board
play b E5
play w pass
play b C3
play w D4
30 play b pass
#? []
40 jpd-score_report
#? [.*virtual_black: 1\n.*virtual_white: 1\n.*]
# Once the replay leaves the line, a pass is a pass.
clear_board
play b D5
50 play w pass
#? []
60 jpd-score_report
#? [.*virtual_black: 0\n.*virtual_white: 0\n.*]
