# hang comes first: an earlier command would share the test's short timeout with the engine's start-up.
10 hang
#? [.*]

20 name
#? [FakeEngine]
