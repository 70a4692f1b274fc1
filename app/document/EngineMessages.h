#pragma once
#include "core/EngineError.h"
#include "difficulty/Difficulty.h"
#include "logic/StepSolver.h"

#include <QString>

namespace ps {
class PuzzleRules;
}

// Engine messages arrive as English templates; this translates the template ("Engine" context) and
// fills in the arguments.
QString translateEngineMessage(const ps::EngineMessage& message);

// "Sudoku 9x9 (3x3 boxes)", translated: how the app names a puzzle's type and size.
QString describeRules(const ps::PuzzleRules& rules);

// "Easy", "Medium", "Hard", "Evil", translated: how the app shows a difficulty class.
QString difficultyDisplayName(ps::Difficulty difficulty);

// "hidden single", "X-wing", ..., translated: how the app names technique `technique` of `solver`.
QString techniqueDisplayName(const ps::StepSolver& solver, int technique);
