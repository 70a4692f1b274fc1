# Jigsaw Sudoku: random region layouts, the rules and solvers (Sudoku's, on each board's regions), and
# the grid text blocks and sgt-solo game IDs (see JigsawRules.h, JigsawFormat.h).
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/jigsaw/JigsawFormat.cpp
    types/jigsaw/JigsawNativeSolver.cpp
    types/jigsaw/JigsawRegions.cpp
    types/jigsaw/JigsawRules.cpp
    types/jigsaw/JigsawStepSolver.cpp
    types/jigsaw/JigsawType.cpp
)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only
# (app/cli/CMakeLists.txt), never into the engine.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
# Shipped in resources/ (compiled into the app): the difficulty model and the graded puzzles it was trained on.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_TYPE_RESOURCES models/jigsaw-difficulty.model training/jigsaw-graded.txt)
