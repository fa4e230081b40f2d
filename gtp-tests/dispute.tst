# Stopping and settling a dispute by play (RULES.md §5, §6, §11).
boardsize 5
clear_board
play b C3
play w D3
10 jpd-phase
#? [play]
20 play b pass
#? []
30 play w pass
#? []
40 jpd-phase
#? [stopped]
50 jpd-score_report
#? [.*first_passer: black.*]
# Right after a stop nobody may open with a virtual move (§11.11).
60 play w virtual
#? [?]
70 play b virtual
#? [?]
80 jpd-phase
#? [stopped]
90 jpd-dispute
#? []
100 jpd-phase
#? [dispute]
110 jpd-dispute
#? [?]
# The first passer passes; he may not act again until White answers (§11.4).
120 play b pass
#? []
130 play b A1
#? [?]
140 play w virtual
#? [?]
# White refuses with a real move: Black's pass becomes a virtual stone (§6).
150 play w A1
#? []
160 jpd-score_report
#? [.*virtual_black: 1\s.*]
# Undo brings the converted pass back as a pending pass (§11.10).
170 undo
#? []
180 jpd-score_report
#? [.*virtual_black: 0\s.*]
190 play b E5
#? [?]
# White agrees: play stops again, Black is the first passer.
200 play w pass
#? []
210 jpd-phase
#? [stopped]

# A move while stopped resumes the dispute by itself (§11.5); undo returns to the stopped state.
clear_board
play b C3
play w D3
play b pass
play w pass
220 play b A1
#? []
230 jpd-phase
#? [dispute]
240 undo
#? []
250 jpd-phase
#? [stopped]
# An illegal move while stopped changes nothing.
260 play b C3
#? [?]
270 jpd-phase
#? [stopped]
# Undo right after jpd-dispute undoes the pass that stopped play.
280 jpd-dispute
#? []
290 undo
#? []
300 jpd-phase
#? [play]
310 play w pass
#? []
320 jpd-phase
#? [stopped]

# Two passes of one colour stop play too (§11.3); its first pass makes it the first passer.
clear_board
330 play w pass
#? []
340 play w pass
#? []
350 jpd-phase
#? [stopped]
360 jpd-score_report
#? [.*first_passer: white.*]

# art-novirtual: passes are free in the dispute, and the history is cleared at the stop.
boardsize 5
clear_board
370 jpd-rules art-novirtual
#? []
play b B5
play w C5
play b A4
play w B4
play b B3
play w D4
play w C3
380 play b C4
#? []
390 play w pass
#? []
400 play b pass
#? []
410 jpd-dispute
#? []
# White is the first passer and may retake the ko at once: a new initial position.
420 play w B4
#? []
430 play b pass
#? []
440 play w E1
#? []
450 jpd-score_report
#? [.*virtual_black: 0\s.*]
