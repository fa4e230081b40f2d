# Triple ko (RULES.md §4): every cycle ends. Three kos side by side on 15x15; White holds two.
# Five captures are legal; the sixth would give Black the whole position he faced at the start.

boardsize 15
clear_board
10 jpd-rules art2014
#? []
play b B4
play b A3
play b B2
play b G4
play b F3
play b G2
play b H3
play b M4
play b L3
play b M2
play w C4
play w D3
play w C2
play w B3
play w H4
play w J3
play w H2
play w N4
play w O3
play w N2
play w M3
11 play b C3
#? []
12 play w G3
#? []
13 play b N3
#? []
14 play w B3
#? []
15 play b H3
#? []
20 play w M3
#? [?]
21 jpd-phase
#? [play]

# art2014-simple: the sixth capture is legal, and the repeated position ends the game as a draw.
boardsize 15
clear_board
30 jpd-rules art2014-simple
#? []
play b B4
play b A3
play b B2
play b G4
play b F3
play b G2
play b H3
play b M4
play b L3
play b M2
play w C4
play w D3
play w C2
play w B3
play w H4
play w J3
play w H2
play w N4
play w O3
play w N2
play w M3
31 play b C3
#? []
32 play w G3
#? []
33 play b N3
#? []
34 play w B3
#? []
35 play b H3
#? []
40 play w M3
#? []
41 jpd-phase
#? [ended]
42 final_score
#? [0]
43 play b pass
#? [?]
44 jpd-dispute
#? [?]
45 undo
#? []
46 jpd-phase
#? [play]

# art-novirtual, situational superko (default) and positional superko: refused.
boardsize 15
clear_board
50 jpd-rules art-novirtual
#? []
play b B4
play b A3
play b B2
play b G4
play b F3
play b G2
play b H3
play b M4
play b L3
play b M2
play w C4
play w D3
play w C2
play w B3
play w H4
play w J3
play w H2
play w N4
play w O3
play w N2
play w M3
51 play b C3
#? []
52 play w G3
#? []
53 play b N3
#? []
54 play w B3
#? []
55 play b H3
#? []
60 play w M3
#? [?]
boardsize 15
clear_board
70 jpd-rules art-novirtual ko=positional
#? []
play b B4
play b A3
play b B2
play b G4
play b F3
play b G2
play b H3
play b M4
play b L3
play b M2
play w C4
play w D3
play w C2
play w B3
play w H4
play w J3
play w H2
play w N4
play w O3
play w N2
play w M3
71 play b C3
#? []
72 play w G3
#? []
73 play b N3
#? []
74 play w B3
#? []
75 play b H3
#? []
80 play w M3
#? [?]

# art-novirtual ko=simple: the cycle is played and the game is void.
boardsize 15
clear_board
90 jpd-rules art-novirtual ko=simple
#? []
play b B4
play b A3
play b B2
play b G4
play b F3
play b G2
play b H3
play b M4
play b L3
play b M2
play w C4
play w D3
play w C2
play w B3
play w H4
play w J3
play w H2
play w N4
play w O3
play w N2
play w M3
91 play b C3
#? []
92 play w G3
#? []
93 play b N3
#? []
94 play w B3
#? []
95 play b H3
#? []
100 play w M3
#? []
101 final_score
#? [Void]
