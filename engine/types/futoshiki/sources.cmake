# Futoshiki: a Latin square with inequality signs that come with each board (see FutoshikiRules.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/futoshiki/FutoshikiConflicts.cpp
    types/futoshiki/FutoshikiDifficulty.cpp
    types/futoshiki/FutoshikiFormat.cpp
    types/futoshiki/FutoshikiLogicBound.cpp
    types/futoshiki/FutoshikiNativeSolver.cpp
    types/futoshiki/FutoshikiRules.cpp
    types/futoshiki/FutoshikiSearch.cpp
    types/futoshiki/FutoshikiSignConstraint.cpp
    types/futoshiki/FutoshikiSignSteps.cpp
    types/futoshiki/FutoshikiSigns.cpp
    types/futoshiki/FutoshikiStepSolver.cpp
    types/futoshiki/FutoshikiTechnique.cpp
    types/futoshiki/FutoshikiType.cpp
    types/futoshiki/FutoshikiZ3Definition.cpp
)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only
# (app/cli/CMakeLists.txt), never into the engine.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
