#pragma once
#include "difficulty/SvmModel.h"

#include <QString>
#include <optional>

// Difficulty models as files: the default one compiled in from resources/models, or any file a user
// trained (puzzlesmith-cli train).
namespace DifficultyModels {

inline const char* const kDefaultSudokuModel = ":/models/sudoku-difficulty.model";

// `path` empty: the default model. On failure: nothing, and a message.
std::optional<ps::SvmModel> load(const QString& path, QString* error);

} // namespace DifficultyModels
