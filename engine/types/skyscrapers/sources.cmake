# Skyscrapers: rules, the clues outside the grid, the native search on the Latin kernel, the z3 definition,
# the step solver and the formats (see SkyscrapersRules.h, docs/skyscrapers.md).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/skyscrapers/SkyscrapersClueSteps.cpp
    types/skyscrapers/SkyscrapersConflicts.cpp
    types/skyscrapers/SkyscrapersConstraint.cpp
    types/skyscrapers/SkyscrapersEasyLadder.cpp
    types/skyscrapers/SkyscrapersEmptySquareSteps.cpp
    types/skyscrapers/SkyscrapersFeatures.cpp
    types/skyscrapers/SkyscrapersFormat.cpp
    types/skyscrapers/SkyscrapersLines.cpp
    types/skyscrapers/SkyscrapersLineWays.cpp
    types/skyscrapers/SkyscrapersNativeSolver.cpp
    types/skyscrapers/SkyscrapersPresentation.cpp
    types/skyscrapers/SkyscrapersRandomSquares.cpp
    types/skyscrapers/SkyscrapersRules.cpp
    types/skyscrapers/SkyscrapersSearch.cpp
    types/skyscrapers/SkyscrapersShape.cpp
    types/skyscrapers/SkyscrapersStepSolver.cpp
    types/skyscrapers/SkyscrapersTechnique.cpp
    types/skyscrapers/SkyscrapersType.cpp
    types/skyscrapers/SkyscrapersZ3Definition.cpp
)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
