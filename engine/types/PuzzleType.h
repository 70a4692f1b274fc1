#pragma once
#include "PuzzleFormat.h"
#include "PuzzleRules.h"
#include "core/EngineError.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ps {

// One size a type offers in a list (Sudoku: a box shape).
struct SizeChoice {
    std::string parameters;   // "2x5"
    EngineMessage label;      // "%1×%1 (boxes %2×%3)" with its arguments; the app translates it
};

// What the program needs to know about a puzzle type before it has any rules: its name, how its size is
// chosen, its rules for a worksheet, and how to make its rules. Each type's folder provides one; the
// table in TypeRegistry.cpp lists them.
struct PuzzleType {
    // How a user picks the size: from a list of choices, or as free rows x columns within limits.
    enum class SizeKind { Choices, RowsColumns };

    std::string id;                      // "sudoku": files, the command line, settings
    std::string name;                    // "Sudoku" (PS_TRANSLATE("PuzzleType", ...))
    std::string instructions;            // the rules in one or two sentences, for worksheets (PS_TRANSLATE("PuzzleType", ...))
    SizeKind sizeKind = SizeKind::Choices;
    std::vector<SizeChoice> sizes;       // SizeKind::Choices: sorted by grid size
    int minSide = 0;                     // SizeKind::RowsColumns: limits of rows and of columns
    int maxSide = 0;
    std::string defaultParameters;       // "3x3", "9x9"
    // The option that gives the parameters directly on the command line ("box" for Sudoku's --box), or
    // empty when --size says all.
    std::string parametersOption;
    // That option's help and the name of its value, when it takes more than a box's RxC (rule options
    // written after the size, such as "5x5:4d"); empty: "the <option> RxC" with the size choices.
    EngineMessage parametersOptionHelp;
    std::string parametersOptionValue;
    // The learnt difficulty model shipped for the type ("sudoku-difficulty": the app loads
    // :/models/sudoku-difficulty.model), or empty when the type's classes come from its rule
    // (PuzzleRules::ruleDifficulty).
    std::string difficultyModel;
    // The labelled puzzles that model was trained on ("sudoku-graded": :/training/sudoku-graded.txt), which
    // a teacher group's model is retrained on with the group's labels; empty when there are none.
    std::string trainingData;
    // The parameters `puzzlesmith-cli bench` measures by default, smallest first.
    std::vector<std::string> benchmarkParameters;
    // Its puzzles carry their own structure (cages, regions): files and grid text write it with the values.
    bool hasCages = false;
    // How its puzzles are written as text beyond rows of values, and the game IDs it reads (never null:
    // a plain PuzzleFormat for a type of values only).
    std::shared_ptr<const PuzzleFormat> format = std::make_shared<PuzzleFormat>();
    // The rules for `parameters`; throws EngineError saying what is accepted.
    std::function<std::unique_ptr<PuzzleRules>(const std::string& parameters)> makeRules;
    // The parameters for a rows x cols grid when none are given (Sudoku: the most nearly square box);
    // throws EngineError when the type has no such grid.
    std::function<std::string(int rows, int cols)> parametersForGrid;
    // Parameters from the --size RxC the command line takes (Sudoku: the grid side picks the box).
    std::function<std::string(const std::string& size)> parametersForSize;
};

} // namespace ps
