# The same game under every counting system (docs/counting.md): jpd-score_systems against counts made by
# hand in the comments. Komi is 0 everywhere unless a check says otherwise, so each result is the raw margin.
# Black's score: artistic = territory - fill-back; Chinese, Ing = area (stones + points, shared halves);
# AGA = stones + points surrounded by one colour; Japanese = territory (none in seki) + prisoners + dead.

# 1. Seed 000 §17 example 1, independent life (7x7, 20 stones each, nothing captured).
#    7 . X . X X O .      Black's points: A7 A6 A5 C7 = 4.
#    6 . X X X O . O      White's points: G7 F6 B2 C2 A1 = 5.
#    5 . X X O O O O      artistic 4 - 5 = -1; Chinese/AGA/Ing (20+4) - (20+5) = -1;
#    4 X X X X O X O      Japanese 4 - 5 = -1. No seki, no dame: all say W+1.
#    3 O O O X X X X
#    2 O . . O O X X
#    1 . O O O O O X
boardsize 7
clear_board
komi 0
play b B7
play w F7
play b D7
play w E6
play b E7
play w G6
play b B6
play w D5
play b C6
play w E5
play b D6
play w F5
play b B5
play w G5
play b C5
play w E4
play b A4
play w G4
play b B4
play w A3
play b C4
play w B3
play b D4
play w C3
play b F4
play w A2
play b D3
play w D2
play b E3
play w E2
play b F3
play w B1
play b G3
play w C1
play b F2
play w D1
play b G2
play w E1
play b G1
play w F1
play b pass
play w pass
10 jpd-dead
#? []
20 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: W\+1\nchinese: W\+1\njapanese: W\+1\naga: W\+1\ning: W\+1\n.*chinese_black: 24\nchinese_white: 25\n.*]
# Each system's own komi: artistic 6.5 (GTP komi) -1-6.5; Chinese, AGA 7.5; Japanese 6.5; Ing 8 -> W+9.
komi 6.5
30 jpd-score_systems
#? [artistic: W\+7\.5\nchinese: W\+8\.5\njapanese: W\+7\.5\naga: W\+8\.5\ning: W\+9\n.*japanese_komi: 6\.5\n.*ing_komi: 8\n.*]
40 jpd-score_systems japanese=0.5 ing=-1
#? [.*japanese: W\+1\.5\naga: W\+8\.5\ning: B\+0\n.*]
50 jpd-score_systems fischer=7
#? [?]
60 jpd-score_systems japanese=lots
#? [?]

# 2. Seed 000 §17 example 2, seki with one-sided eyes (5x5). White captured one Black stone (at A5).
#    5 O O O X .     Seki: Black A3 group (eye A1) and D5 group (eye E5) with White's A4 chain,
#    4 O . O X X     shared liberties B4, D2. Stones: Black 10, White 11; moves 11 each.
#    3 X X O O X     artistic: Black 2 eyes - 1 captured = 1, White 0 -> B+1 ("黑方盘面胜1目").
#    2 X X O . X     Chinese: Black 10+2+2/2 = 13, White 11+0+1 = 12 -> B+1; AGA 12 vs 11 -> B+1.
#    1 . X O O O     Japanese: no points in seki; White holds 1 prisoner -> W+1. Ing: B4, D2 touch both -> B+1.
100 loadsgf sgf/seki-eyes.sgf
#? []
komi 0
110 jpd-seki A3 D5 A4
#? []
120 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: B\+1\nchinese: B\+1\njapanese: W\+1\naga: B\+1\ning: B\+1\n.*japanese_prisoners_white: 1\n.*japanese_seki_points: 2\n.*]
# The file's komi 0.5 on both sides: the winner differs (docs/counting.md).
komi 0.5
130 jpd-score_systems japanese=0.5
#? [artistic: B\+0\.5\n.*japanese: W\+1\.5\n.*]

# 3. Seed 000 §17 example 4, the four-liberty seki (7x7). Black 12 stones, White 20, all played.
#    7 O O X X O O .     Seki: Black C7 and B6 chains with White C4-D4. C6, D6 touch only Black
#    6 O X . . X O .     stones: one-sided liberties (§7.3.2), Black's. C5, D5 are shared.
#    5 O X . . X O .     White's territory: column G and row 1 = 6 + 7 = 13.
#    4 O X O O X O .     artistic: 2 - 13 -> W+11. Chinese: Black 12 + 4/2 = 14, White 20+13+2 = 35 -> W+21;
#    3 O X X X X O .     AGA: 12 vs 33 -> W+21. Japanese: 0 - 13 -> W+13.
#    2 O O O O O O .     Ing fill-in: C6, D6 to Black: 12+2+1 = 15 vs 20+13+1 = 34 -> W+19.
#    1 . . . . . . .
boardsize 7
clear_board
komi 0
play b C7
play w A7
play b D7
play w B7
play b B6
play w E7
play b E6
play w F7
play b B5
play w A6
play b E5
play w F6
play b B4
play w A5
play b E4
play w F5
play b B3
play w A4
play b C3
play w C4
play b D3
play w D4
play b E3
play w F4
play w A3
play w F3
play w A2
play w B2
play w C2
play w D2
play w E2
play w F2
210 jpd-seki C7 B6 C4
#? []
220 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: W\+11\nchinese: W\+21\njapanese: W\+13\naga: W\+21\ning: W\+19\n.*ing_one_sided_black: 2\n.*]

# 4. Seed 000 §17 example 3, the one-sided dame (5x5). White E4 is dead; Black claims B4 (单方权利单官).
#    5 O O O X .     Black 10 stones, White 9 (E4 dead). Black's points: E5 E4 E2 E1 = 4.
#    4 . . O X O     A4, B4, A1 lie between the seki chains A3 and A5.
#    3 X X O X X     artistic: 4 + claim 1 = 5, White 0 - 1 dead = -1 -> B+6; without the claim B+5.
#    2 X X O X .     Chinese: Black 10+4+3/2 = 15.5, White 8+1.5 = 9.5 -> B+6; AGA 14 vs 8 -> B+6;
#    1 . O O X .     Ing: A4, B4, A1 each touch both colours, shared -> B+6.
#                    Japanese: 4 + 1 dead = 5, White 0 -> B+5 (claims are artistic only).
boardsize 5
clear_board
komi 0
play b D5
play w A5
play b D4
play w B5
play b A3
play w C5
play b B3
play w C4
play b D3
play w E4
play b E3
play w C3
play b A2
play w C2
play b B2
play w B1
play b D2
play w C1
play b D1
play w pass
play b pass
310 jpd-dead E4
#? []
320 jpd-seki A3 A5
#? []
330 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: B\+5\nchinese: B\+6\njapanese: B\+5\naga: B\+6\ning: B\+6\n.*]
340 jpd-claim b B4
#? []
350 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: B\+6\nchinese: B\+6\njapanese: B\+5\naga: B\+6\ning: B\+6\n.*aga_white_last_pass: 1\n.*]

# 5. A 9x9 ending with a capture, a virtual move, a dead invader and a dame.
#    9 . . . . X O . . .     Black wall E (D5 instead of E5), White wall F. Black J5 was captured by
#    8 . . . . X O . . .     J4 J6 H5; Black played one virtual move; White B5 is dead; E5 is dame.
#    7 . . . . X O . . .     Black: 9 stones, moves 10 + 1 virtual = 11, passes 3.
#    6 . . . . X O . . O     White: 12 stones + B5, moves 13, passes 1 (the last).
#    5 . O . X . O . O .     Black's region A-D minus D5 = 35 (B5 counts once removed); White's G-J
#    4 . . . . X O . . O     minus J4 J6 H5 = 24; E5 shared.
#    3 . . . . X O . . .     artistic: 35 - (1 captured + 1 virtual) = 33, 24 - 1 dead = 23 -> B+10.
#    2 . . . . X O . . .     Chinese: 9+35+0.5 = 44.5, 12+24+0.5 = 36.5 -> B+8; AGA 44 vs 36 -> B+8.
#    1 . . . . X O . . .     Japanese: 35 + 1 dead = 36, 24 + 1 prisoner + 1 virtual = 26 -> B+10.
#                            Ing: E5 touches both -> as Chinese, B+8. Territory + pass stones (AGA):
#                            35+1+1 = 37 vs 24+1+4 = 29 -> 8, as the area count.
boardsize 9
clear_board
komi 0
play b E1
play w F1
play b E2
play w F2
play b E3
play w F3
play b E4
play w F4
play b D5
play w F5
play b E6
play w F6
play b E7
play w F7
play b E8
play w F8
play b E9
play w F9
play b J5
play w J4
play b virtual
play w J6
play b pass
play w H5
play b pass
play w B5
play b pass
play w pass
410 jpd-dead B5
#? []
420 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: B\+10\nchinese: B\+8\njapanese: B\+10\naga: B\+8\ning: B\+8\n.*aga_territory_count_black: 37\naga_territory_count_white: 29\n.*]
# Default komi: artistic 6.5 -> B+3.5; Chinese, AGA 7.5 -> B+0.5; Japanese 6.5 -> B+3.5; Ing 8 -> a tie,
# which Ing gives to Black.
komi 6.5
430 jpd-score_systems
#? [artistic: B\+3\.5\nchinese: B\+0\.5\njapanese: B\+3\.5\naga: B\+0\.5\ning: B\+0\n.*]

# 6. A 9x9 handicap ending: fixed_handicap 2 (C3 G7), then walls; the G7 stone dies in White's area.
#    9 . . . . X O . . .     Black: C3 + column E = 10 living stones, 11 moves; White: column F, 9 moves.
#    7 . . . . X O X . .     Black's region A-D minus C3 = 35; White's G-J = 27 (G7 once removed).
#    3 . . X . X O . . .     artistic: 35 - 1 dead = 34 vs 27 -> B+7 (handicap stones are moves, §10).
#                            Japanese: 35 vs 27 + 1 dead = 28 -> B+7.
#                            Chinese: 10+35 = 45 vs 9+27 + 2 compensation = 38 -> B+7; Ing the same, B+7.
#                            AGA: 45 vs 36 + (2 - 1) = 37 -> B+8. Its territory count: 35 + 2 pass stones
#                            (White's pass and White's last pass after Black's) = 37 vs 27 + 1 dead
#                            + 1 pass stone = 29 -> 8: N - 1 is what makes the two AGA counts agree.
boardsize 9
clear_board
komi 0
510 fixed_handicap 2
#? [C3 G7]
play w F1
play b E1
play w F2
play b E2
play w F3
play b E3
play w F4
play b E4
play w F5
play b E5
play w F6
play b E6
play w F7
play b E7
play w F8
play b E8
play w F9
play b E9
play w pass
play b pass
520 jpd-dead G7
#? []
530 jpd-score_systems chinese=0 japanese=0 aga=0 ing=0
#? [artistic: B\+7\nchinese: B\+7\njapanese: B\+7\naga: B\+8\ning: B\+7\n.*chinese_handicap_compensation: 2\n.*aga_territory_count_black: 37\naga_territory_count_white: 29\naga_handicap_compensation: 1\n.*]
# Handicap komi by default: artistic 0.5 (GTP komi) -> B+6.5; Chinese 0 -> B+7; Japanese 0 -> B+7;
# AGA 0.5 -> B+7.5; Ing 0 -> B+7.
komi 0.5
540 jpd-score_systems
#? [artistic: B\+6\.5\nchinese: B\+7\njapanese: B\+7\naga: B\+7\.5\ning: B\+7\n.*chinese_komi: 0\n.*aga_komi: 0\.5\n.*]
