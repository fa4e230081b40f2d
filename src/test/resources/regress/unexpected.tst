# Every test here is unexpected: FAILED or PASSED.
10 genmove b
#? [D4]*

20 genmove b
#? [Q16]

30 echo D4
#? [!D4]

# [?] fails when the engine accepts the command.
40 name
#? [?]

# An error answer fails even a regex that matches anything, negated or not.
50 fail
#? [.*]

60 fail
#? [!Q16]

# A regex must match the first line or the whole answer, not some other line.
70 multi
#? [second line]
