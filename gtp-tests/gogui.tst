# GoGui: the ruler protocol (gogui-rules_*) and the analyze commands (README "Use with GoGui").
boardsize 5
clear_board
10 gogui-rules_game_id
#? [Go]
20 gogui-rules_board_size
#? [5]
30 gogui-rules_side_to_move
#? [black]
play b B2
play w C2
play b C1
play w D1
play b B1
# Black captured nothing yet; White's stones C2 D1 are alive.
40 gogui-rules_board
#? [\.\.\.\.\.\n\.\.\.\.\.\n\.\.\.\.\.\n\.XO\.\.\n\.XXO\.]
50 gogui-rules_captured_count
#? [0 0]
60 gogui-rules_side_to_move
#? [white]
play w D2
play b pass
play w C3
play b A3
# White captured nothing: Black's C1 still has B1.
70 gogui-rules_captured_count
#? [0 0]
# The ruler's legal moves never hold virtual; jpd-legal_moves does.
80 gogui-rules_legal_moves
#? [!.*virtual.*]
90 gogui-rules_legal_moves
#? [.* pass]
100 jpd-legal_moves
#? [.* pass virtual]
110 gogui-rules_board_gfx
#? [TEXT virtual stones: Black 0, White 0; white to move]
120 play w virtual
#? []
130 gogui-rules_board_gfx
#? [TEXT virtual stones: Black 0, White 1; black to move]
140 play b pass
#? []
150 play w pass
#? []
# Stopped: the empty list tells GoGui the game is over.
160 gogui-rules_legal_moves
#? []
170 gogui-rules_final_result
#? [Artistic score .*\nBlack: .* points = territory .*\nWhite: .*\nKomi 6\.5: result .*\nArea equivalent: .*\nStatuses: estimated.*]
# The analyze commands: dead stones from a point list, the drawing, and a dispute.
180 jpd-dead C1
#? []
190 jpd-score_gfx
#? [.*MARK B1 C1 B2\nTEXT .*\(agreed statuses\)]
200 gogui-rules_final_result
#? [.*Black: .* \(captured 0, dead 3, virtual 0\)\n.*virtual 1\)\n.*Statuses: agreed]
210 jpd-dispute
#? []
220 gogui-rules_legal_moves
#? [A1 .* pass]
230 gogui-rules_side_to_move
#? [black]
240 gogui-analyze_commands
#? [.*none/Virtual move/play %m virtual\n.*gfx/Territory and dead stones/jpd-score_gfx\nnone/Agree dead stones/jpd-dead %P\nnone/Agree seki/jpd-seki %P\n.*]
250 gogui-rules_board_size now
#? [?]
