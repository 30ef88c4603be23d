func.bogus
