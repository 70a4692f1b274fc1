# Fillomino: rules, full boards, solvers, techniques (see FillominoRules.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/fillomino/FillominoGlobalRules.cpp
    types/fillomino/FillominoConflicts.cpp
    types/fillomino/FillominoEmptying.cpp
    types/fillomino/FillominoFeatures.cpp
    types/fillomino/FillominoGroups.cpp
    types/fillomino/FillominoNativeSolver.cpp
    types/fillomino/FillominoPropagation.cpp
    types/fillomino/FillominoRules.cpp
    types/fillomino/FillominoSearch.cpp
    types/fillomino/FillominoShape.cpp
    types/fillomino/FillominoSolutionMaker.cpp
    types/fillomino/FillominoSymmetries.cpp
    types/fillomino/FillominoZ3Definition.cpp
)
