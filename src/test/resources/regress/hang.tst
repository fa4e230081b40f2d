10 name
#? [FakeEngine]

20 hang
#? [.*]

30 name
#? [FakeEngine]
