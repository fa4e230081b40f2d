# Every test here passes against FakeEngine (src/test/java/jpd/engine/FakeEngine.java).

# Not a test: FakeEngine does not know boardsize, which is only a warning.
boardsize 19
protocol_version

10 protocol_version
#? [2]

20 name   # a GTP comment after the command is not sent
#? [Fake.*]

# ! negates.
30 genmove b
#? [!E5]

40 genmove black
#? [C3|D4]

# Our extension: [?] passes when the engine refuses the command.
50 fail
#? [?]

# The engine runs in this file's folder.
60 exists pass.tst
#? [true]

# Multi-line answers: the first line alone, or the whole answer (MULTILINE, DOTALL).
70 multi
#? [first line]

80 multi
#? [.*^second line$.*]

# & only reports the answer.
90 genmove b
#? [Q16]&
