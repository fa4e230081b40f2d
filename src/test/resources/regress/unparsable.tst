name
#? [FakeEngine]
