# Undo restores everything back to the start (RULES.md §11.10), and errors never change state.
boardsize 5
clear_board
play b C3
play w D3
play b virtual
play w C2
10 jpd-score_report
#? [.*moves_black: 2\s.*virtual_black: 1\s.*moves_white: 2\s.*]
20 undo
#? []
30 undo
#? []
40 jpd-score_report
#? [.*moves_black: 1\s.*virtual_black: 0\s.*moves_white: 1\s.*]
# Black's virtual move is legal again from here, as before.
50 is_legal b virtual
#? [1]
60 undo
#? []
70 undo
#? []
80 undo
#? [?]
90 jpd-score_report
#? [.*moves_black: 0\s.*moves_white: 0\s.*]
