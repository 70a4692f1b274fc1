#pragma once
#include "difficulty/PlayerLearningCurve.h"

#include <QString>
#include <vector>

namespace ps {
class DifficultyClassifier;
}

// The puzzles of a labelled puzzle file (LabelledPuzzles) as the time model sees them: empty squares,
// the classifier's score and the features; and the graders' level from the file's labels (graderScore). Only puzzles with `rows` rows are kept (0: all).
bool readScoredPuzzles(const QString& path, const QString& type, const ps::DifficultyClassifier& classifier, int rows,
                       std::vector<ps::ScoredPuzzle>& out, QString* error);
