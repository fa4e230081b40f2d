# Known failures (*): reported as 'failed', not counted as unexpected.
10 genmove b
#? [Q16]*

# An error answer fails any regex.
20 fail
#? [.*]*
