#pragma once
#include "difficulty/Difficulty.h"

#include <QString>
#include <memory>

// The complexity function the studio files puzzles with: every type's learnt model (types without one
// use their rule), or — when a model cannot be loaded — each type's rule (such as clue-count bands),
// with the reason kept so the studio can say so instead of silently reporting rule classes as learnt.
struct StudioClassifier {
    std::shared_ptr<const ps::DifficultyClassifier> classifier;
    QString problem;   // empty when the model loaded; else why the clue bands stand in

    bool isLearnt() const { return problem.isEmpty(); }
};

// `modelPath` empty: the built-in models; else the model in that file for `typeId` (empty: the first type).
StudioClassifier loadStudioClassifier(const QString& modelPath = {}, const QString& typeId = {});
