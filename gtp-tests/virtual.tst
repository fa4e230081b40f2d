# Virtual moves (RULES.md §1, §4.2): a stone outside the board; refused on a board the opponent
# has faced; counted as a move and filled back at the score.
boardsize 5
clear_board
10 play b virtual
#? []
20 play w virtual
#? [?]
30 play w C3
#? []
40 play b VIRTUAL
#? []
50 jpd-score_report
#? [.*moves_black: 2\s.*virtual_black: 2\s.*]
60 play w pass
#? []
70 play b virtual
#? [?]
80 play b D4
#? []

# genmove never answers virtual unless extended moves are on.
90 jpd-extended_moves on
#? []
100 jpd-extended_moves off
#? []
110 jpd-extended_moves maybe
#? [?]
120 genmove w
#? [!virtual]

# No virtual moves under art-novirtual.
boardsize 5
clear_board
130 jpd-rules art-novirtual
#? []
140 play b virtual
#? [?]
150 is_legal b virtual
#? [0]
