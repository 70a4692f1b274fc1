# Fillomino: rules, full boards, solvers, techniques (see FillominoRules.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
)
