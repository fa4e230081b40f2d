# Ko under the generalized superko (RULES.md §4): no immediate retake; retake across a virtual move.
# Position (5x5):   . X O . .
#                   X O . O .
#                   . X O . .
boardsize 5
clear_board
play b B5
play w C5
play b A4
play w B4
play b B3
play w D4
play w C3
10 play b C4
#? []
20 play w B4
#? [?]
30 is_legal w B4
#? [0]
# White plays a virtual move, Black passes: the retake is now legal (隔虚可提).
40 play w virtual
#? []
50 play b pass
#? []
60 play w B4
#? []
70 jpd-score_report
#? [.*captured_black: 1\s.*virtual_white: 1\s.*captured_white: 1\s.*]

# A ko threat answered elsewhere allows the retake too.
clear_board
play b B5
play w C5
play b A4
play w B4
play b B3
play w D4
play w C3
play b C4
80 play w E1
#? []
90 play b E2
#? []
100 play w B4
#? []

# Black's immediate recapture of the same ko is refused again.
110 play b C4
#? [?]
