# Sudoku of every box shape: rules, solvers, techniques, features.
list(APPEND PUZZLESMITH_TYPE_SOURCES
    types/sudoku/IntersectionTechniques.cpp
    types/sudoku/SudokuBoxIntersections.cpp
    types/sudoku/SudokuBoxSingles.cpp
    types/sudoku/SudokuCandidateSat.cpp
    types/sudoku/SudokuDifficultyFeatures.cpp
    types/sudoku/SudokuFeatures.cpp
    types/sudoku/SudokuFormat.cpp
    types/sudoku/SudokuIncrementalSat.cpp
    types/sudoku/SudokuLogicSolver.cpp
    types/sudoku/SudokuNativeSolver.cpp
    types/sudoku/Sudoku9Search.cpp
    types/sudoku/Sudoku9Solver.cpp
    types/sudoku/SudokuRules.cpp
    types/sudoku/SudokuShape.cpp
    types/sudoku/SudokuSingles.cpp
    types/sudoku/SudokuSolutionMaker.cpp
    types/sudoku/SudokuSolvingClass.cpp
    types/sudoku/SudokuStepSolver.cpp
    types/sudoku/SudokuSwapSets.cpp
    types/sudoku/SudokuSymmetries.cpp
    types/sudoku/SudokuTechnique.cpp
    types/sudoku/SudokuTechniqueFinder.cpp
    types/sudoku/SudokuType.cpp
    types/sudoku/SudokuZ3Definition.cpp
)
# Shipped in resources/ (compiled into the app): the difficulty model and the puzzles it was trained on.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_TYPE_RESOURCES models/sudoku-difficulty.model training/sudoku-graded.txt)
# The peers `puzzlesmith-cli bench --peers` times beside ours: compiled into the command line only
# (app/cli/CMakeLists.txt), never into the engine.
set_property(GLOBAL APPEND PROPERTY PUZZLESMITH_BENCH_PEERS ${CMAKE_CURRENT_LIST_DIR}/bench-peers.txt)
