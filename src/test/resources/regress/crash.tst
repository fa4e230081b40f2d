10 name
#? [FakeEngine]

20 crash
#? [.*]

30 name
#? [FakeEngine]
