# Suicide (RULES.md §2, §4): single- and multi-stone suicide are real moves; a single-stone
# suicide is refused right after the opponent's pass or single-stone suicide.
# Black may suicide at B6 (inside White's stones), White at F6 (inside Black's), on 7x7.
boardsize 7
clear_board
play b F7
play b E6
play b G6
play b F5
play w B7
play w A6
play w C6
play w B5
10 play b B6
#? []
20 jpd-score_report
#? [.*moves_black: 5\s.*captured_black: 1\s.*]
30 play w F6
#? [?]
40 play w A1
#? []
50 play b pass
#? []
60 play w F6
#? [?]
70 play w G1
#? []
80 play b G2
#? []
90 play w F6
#? []

# Multi-stone suicide removes the whole chain.
boardsize 4
clear_board
play w A4
play w B4
play w C4
play w C3
play w B2
play w C2
play w A1
play b A3
100 play b B3
#? []
105 play w D1
#? []
110 play b A2
#? []
120 jpd-score_report
#? [.*captured_black: 3\s.*]
130 is_legal b A3
#? [1]
