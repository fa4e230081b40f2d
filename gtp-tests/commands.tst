# The standard GTP commands and the extensions' names (GTP.md), and bad input.
10 protocol_version
#? [2]
20 name
#? [jpd-gtp]
30 known_command jpd-score_report
#? [true]
40 known_command frobnicate
#? [false]
50 list_commands
#? [.*jpd-dispute.*]
60 frobnicate
#? [?]
70 boardsize 1
#? [?]
80 boardsize 26
#? [?]
90 boardsize 99999999999999999999
#? [?]
100 boardsize
#? [?]
110 boardsize 9
#? []
120 komi abc
#? [?]
130 komi 1e400
#? [?]
140 komi 7
#? []
150 play b Z9
#? [?]
160 play b J10
#? [?]
170 play x D4
#? [?]
180 play b
#? [?]
190 play b D4 extra
#? [?]
200 play b D4
#? []
210 play b D4
#? [?]
220 undo
#? []
230 undo
#? [?]
240 play b d4
#? []
250 play WHITE e5
#? []
260 jpd-rules art2014-simple
#? [?]
270 jpd-rules art2014
#? []
280 jpd-rules nonsense
#? [?]
290 jpd-phase
#? [play]
300 jpd-dispute
#? [?]
310 is_legal w D4
#? [0]
320 is_legal b E4
#? [1]
330 is_legal b virtual
#? [1]
340 reg_genmove b
#? [[A-HJ-T][0-9]+|pass]
350 genmove b
#? [[A-HJ-T][0-9]+|pass]
360 time_settings 300 30 5
#? []
370 time_left b 290 0
#? []
380 time_settings -1 0 0
#? [?]
390 kgs-time_settings byoyomi 300 30 5
#? []
400 kgs-time_settings hourglass 300
#? [?]
405 jpd-dead
#? []
410 final_status_list alive
#? [.*D4.*]
420 final_status_list undecided
#? [?]
430 showboard
#? [\s*A B C D E F G H J.*]
440 gogui-analyze_commands
#? [.*jpd-score_report.*]
450 jpd-legal_moves
#? [.*pass.*]

# Handicap: stones are Black moves and setup (not undone); White moves next.
boardsize 9
clear_board
460 fixed_handicap 3
#? [.*]
470 jpd-score_report
#? [.*moves_black: 3\s.*]
480 undo
#? [?]
490 fixed_handicap 2
#? [?]
boardsize 9
clear_board
500 set_free_handicap C3 G7
#? []
510 play w E5
#? []
520 set_free_handicap D4 F6
#? [?]
boardsize 9
clear_board
530 set_free_handicap C3 C3
#? [?]
540 place_free_handicap 4
#? [.*]
550 jpd-score_report
#? [.*moves_black: 4\s.*]

# Bad input of every kind gets an error and loses nothing.
boardsize 5
clear_board
play b C3
560 play b Ä4
#? [?]
570 play 黑 C4
#? [?]
580 genmove purple
#? [?]
590 fixed_handicap 99999999999999999999999
#? [?]
600 komi nan
#? [?]
610 komi inf
#? [?]
620 time_left b -5 0
#? [?]
630 loadsgf
#? [?]
640 jpd-dead Z1
#? [?]
650 jpd-claim b C3
#? [?]
660 jpd-score_report
#? [.*moves_black: 1\s.*moves_white: 0\s.*]
670 undo
#? []
680 undo
#? [?]
