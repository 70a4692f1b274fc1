# KenKen: rules, Latin squares, caging by merges, the native search, the z3 definition and the step solver
# (see KenKenRules.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/kenken/KenKenCageWays.cpp
    types/kenken/KenKenCaging.cpp
    types/kenken/KenKenConflicts.cpp
    types/kenken/KenKenDifficulty.cpp
    types/kenken/KenKenFeatures.cpp
    types/kenken/KenKenFormat.cpp
    types/kenken/KenKenGameId.cpp
    types/kenken/KenKenLatinSquare.cpp
    types/kenken/KenKenLineSum.cpp
    types/kenken/KenKenNativeSolver.cpp
    types/kenken/KenKenRules.cpp
    types/kenken/KenKenSearch.cpp
    types/kenken/KenKenSmallSquares.cpp
    types/kenken/KenKenStepSolver.cpp
    types/kenken/KenKenTechnique.cpp
    types/kenken/KenKenTechniques.cpp
    types/kenken/KenKenType.cpp
    types/kenken/KenKenZ3Definition.cpp
)
# Shipped in resources/ (compiled into the app): the difficulty model and the puzzles it was trained on.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_TYPE_RESOURCES models/kenken-difficulty.model training/kenken-keen.txt)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only
# (app/cli/CMakeLists.txt), never into the engine.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
