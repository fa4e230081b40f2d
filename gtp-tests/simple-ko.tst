# The two-turn rules: art2014-simple and art-novirtual ko=simple still forbid an immediate retake.
boardsize 5
clear_board
10 jpd-rules art2014-simple
#? []
20 jpd-rules
#? [art2014-simple.*]
play b B5
play w C5
play b A4
play w B4
play b B3
play w D4
play w C3
30 play b C4
#? []
40 play w B4
#? [?]

boardsize 5
clear_board
50 jpd-rules art-novirtual ko=simple
#? []
60 jpd-rules
#? [art-novirtual ko=simple.*]
play b B5
play w C5
play b A4
play w B4
play b B3
play w D4
play w C3
70 play b C4
#? []
80 play w B4
#? [?]
90 play b virtual
#? [?]
