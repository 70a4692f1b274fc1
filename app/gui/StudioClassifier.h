#pragma once
#include "difficulty/Difficulty.h"

#include <QString>
#include <memory>

// The complexity function the studio files puzzles with: the learnt model, or — when it cannot be
// loaded — clue-count bands, with the reason kept so the studio can say so instead of silently
// reporting clue-band classes as if they were learnt.
struct StudioClassifier {
    std::shared_ptr<const ps::DifficultyClassifier> classifier;
    QString problem;   // empty when the model loaded; else why the clue bands stand in

    bool isLearnt() const { return problem.isEmpty(); }
};

// `modelPath` empty: the built-in model.
StudioClassifier loadStudioClassifier(const QString& modelPath = {});
