# Scoring (RULES.md §7-9): territory minus fill-back, dead stones, seki one-sided liberties,
# claims, komi rules, and the area equivalent.

# Walls: Black holds column A (5 points), White columns D and E (10 points).
boardsize 5
clear_board
komi 6.5
play b B1
play w C1
play b B2
play w C2
play b B3
play w C3
play b B4
play w C4
play b B5
play w C5
play b pass
play w pass
# Agree that nothing is dead, so that no estimate is involved.
5 jpd-dead
#? []
10 final_score
#? [W\+11\.5]
20 jpd-score_report
#? [.*points_black: 5\s.*points_white: 10\s.*area_black: 10\s.*area_white: 15\s.*result: W\+11\.5\s.*]
30 komi 0
#? []
40 final_score
#? [W\+5]
50 komi 6.5
#? []

# A White stone in Black's area agreed dead: it is filled back into White's territory.
clear_board
play b B1
play w C1
play b B2
play w C2
play b B3
play w C3
play b B4
play w C4
play b B5
play w C5
play w A3
60 jpd-dead A3
#? []
70 final_score
#? [W\+10\.5]
80 jpd-score_report
#? [.*territory_black: 5\s.*dead_white: 1\s.*points_white: 9\s.*]
90 final_status_list dead
#? [A3]
100 jpd-dead C5
#? []
110 jpd-reset_status
#? []
120 jpd-dead D4
#? [?]

# Seki: Black A4-C4 and the White chain around it. One-sided liberties A5, B5 are Black's; C5 shared.
#   . . . O .
#   X X X O .
#   O O O O .
clear_board
play b A4
play w A3
play b B4
play w B3
play b C4
play w C3
play w D3
play w D4
play w D5
130 jpd-seki A4 D5
#? []
140 jpd-score_report
#? [.*territory_black: 2\s.*territory_white: 13\s.*shared: 1\s.*]
150 final_score
#? [W\+17\.5]
160 final_status_list seki
#? [.*A4.*]
# A claim wins over every other rule; it replaces that colour's earlier claims.
170 jpd-claim b C5
#? []
180 final_score
#? [W\+16\.5]
190 jpd-claim w C5
#? [?]
200 jpd-claim b A4
#? [?]
210 jpd-claim b
#? []
220 final_score
#? [W\+17\.5]
# A chain agreed both dead and seki is dead.
230 jpd-dead B4
#? []
240 jpd-score_report
#? [.*dead_black: 3\s.*territory_white: 19\s.*]

# Komi rule A: one point more when White was first to pass or play virtually; rule B: 7.5.
boardsize 5
clear_board
250 jpd-rules art2014 komi_rule=A
#? []
play b C3
play w pass
260 jpd-score_report
#? [.*komi: 7\.5\s.*]
boardsize 5
clear_board
270 jpd-rules art2014 komi_rule=B
#? []
komi 0.5
280 jpd-score_report
#? [.*komi: 7\.5\s.*]
290 jpd-rules art2014 komi_rule=C
#? [?]

# art-novirtual: extra real moves made in the dispute are compensated (§8).
boardsize 5
clear_board
300 jpd-rules art-novirtual
#? []
komi 6.5
play b B1
play w C1
play b B2
play w C2
play b B3
play w C3
play b B4
play w C4
play b B5
play w C5
play b pass
play w pass
310 jpd-dispute
#? []
play b A1
play w pass
play b A5
play w pass
play b pass
315 jpd-dead
#? []
320 jpd-score_report
#? [.*bonus_black: 2\s.*points_black: 5\s.*area_black: 10\s.*area_white: 15\s.*]
