# Fillomino: rules, full boards, solvers, z3 definition, and its human-style step solver
# (see FillominoRules.h and FillominoStepSolver.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/fillomino/FillominoConflicts.cpp
    types/fillomino/FillominoDifficulty.cpp
    types/fillomino/FillominoEmptying.cpp
    types/fillomino/FillominoFeatures.cpp
    types/fillomino/FillominoFormat.cpp
    types/fillomino/FillominoGlobalRules.cpp
    types/fillomino/FillominoGroups.cpp
    types/fillomino/FillominoNativeSolver.cpp
    types/fillomino/FillominoPropagation.cpp
    types/fillomino/FillominoRules.cpp
    types/fillomino/FillominoSearch.cpp
    types/fillomino/FillominoSearchBits.cpp
    types/fillomino/FillominoSearchProbe.cpp
    types/fillomino/FillominoShape.cpp
    types/fillomino/FillominoSolutionMaker.cpp
    types/fillomino/FillominoStepGrid.cpp
    types/fillomino/FillominoStepSearch.cpp
    types/fillomino/FillominoStepSolver.cpp
    types/fillomino/FillominoStepSpace.cpp
    types/fillomino/FillominoTechniqueRegions.cpp
    types/fillomino/FillominoTechniqueRoom.cpp
    types/fillomino/FillominoTechniqueSealed.cpp
    types/fillomino/FillominoTechniques.cpp
    types/fillomino/FillominoType.cpp
    types/fillomino/FillominoZ3Definition.cpp
)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only
# (app/cli/CMakeLists.txt), never into the engine.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
