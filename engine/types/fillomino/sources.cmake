# Fillomino, so far its human-style step solver (the rules, full boards, solvers and z3 definition come
# with its registration in the type table).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/fillomino/FillominoStepGrid.cpp
    types/fillomino/FillominoStepSearch.cpp
    types/fillomino/FillominoStepSolver.cpp
    types/fillomino/FillominoStepSpace.cpp
    types/fillomino/FillominoTechniqueRegions.cpp
    types/fillomino/FillominoTechniqueRoom.cpp
    types/fillomino/FillominoTechniqueSealed.cpp
    types/fillomino/FillominoTechniques.cpp
)
