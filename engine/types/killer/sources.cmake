# Killer Sudoku: Sudoku's boxes with sum cages that come with each board (see KillerRules.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/killer/KillerCageSets.cpp
    types/killer/KillerCageSteps.cpp
    types/killer/KillerCageUnits.cpp
    types/killer/KillerCageWays.cpp
    types/killer/KillerCaging.cpp
    types/killer/KillerConflicts.cpp
    types/killer/KillerFeatures.cpp
    types/killer/KillerFormat.cpp
    types/killer/KillerGivenRecut.cpp
    types/killer/KillerHouseSums.cpp
    types/killer/KillerNativeSolver.cpp
    types/killer/KillerPresentation.cpp
    types/killer/KillerRule45.cpp
    types/killer/KillerRules.cpp
    types/killer/KillerSearch.cpp
    types/killer/KillerStepSolver.cpp
    types/killer/KillerTechnique.cpp
    types/killer/KillerType.cpp
    types/killer/KillerZ3Definition.cpp
)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only
# (app/cli/CMakeLists.txt), never into the engine.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
