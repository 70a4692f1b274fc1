#pragma once
#include "LineFormat.h"
#include "difficulty/Difficulty.h"
#include "types/PuzzleRules.h"

#include <QString>
#include <memory>
#include <utility>
#include <vector>

// A file of labelled puzzles in the line format (<grid>,<label>[,<source>]), as training or test data.
// A puzzle graded by several graders carries their grades and sources separated by ';', in pairs
// (<grid>,basic;simple,sgt-solo ...;qqwing ...): its class is the first grade's, its score the mean.
struct LabelledPuzzle {
    std::shared_ptr<const ps::PuzzleRules> rules;
    ps::Board givens;
    ps::Difficulty difficulty = ps::Difficulty::Easy;
    QString label;    // as written in the file (the first grade when it carries several)
    int line = 0;
    // On the 0-100 difficulty score: the mean of the positions of every grade the line carries.
    double score = 0;
    // Every grade with its source, as written (one pair for a file's own label).
    std::vector<std::pair<QString, QString>> grades;
};

// Which grader a source names ("qqwing", "sgt-solo", "sgt-keen", or "" for our own class names), and the
// position of a grade on that grader's own scale (0 = its easiest level), or -1.
QString graderOf(const QString& source);
int gradeRank(const QString& label, const QString& source);

// The puzzles of a file in the line format or grid text, each with its label and source as written (maybe
// empty) and the line it starts on. Fails with a message naming the line when a puzzle cannot be read.
bool readPuzzleRecords(const QString& path, const QString& type, std::vector<PuzzleLine>& out, std::vector<int>& lineNumbers,
                       QString* error);

// Reads every puzzle line; `box` (may be empty) fixes the box shape, otherwise it follows each grid's
// size. Fails with a message naming the line when a grid, its rules or its label cannot be used.
bool readLabelledPuzzles(const QString& path, const QString& type, const QString& box, std::vector<LabelledPuzzle>& out,
                         QString* error);
