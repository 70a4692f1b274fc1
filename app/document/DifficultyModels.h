#pragma once
#include "difficulty/SvmClassifier.h"
#include "difficulty/SvmModel.h"

#include <QString>
#include <optional>

// Difficulty models as files: each type's built-in one compiled in from resources/models (named by its
// PuzzleType::difficultyModel), or any file a user trained (puzzlesmith-cli train).
namespace DifficultyModels {

// The model in `path`, or — `path` empty — the built-in model of the type `typeId`. On failure (or a
// type that ships no model): nothing, and a message.
std::optional<ps::SvmModel> load(const QString& path, QString* error, const QString& typeId);

// A classifier for puzzles of `typeId`: the model in `path` when given, else every type's built-in
// model (types without one are filed by their own rule). On failure: nothing, and a message.
std::optional<ps::SvmClassifier> classifierFor(const QString& typeId, const QString& path, QString* error);

} // namespace DifficultyModels
