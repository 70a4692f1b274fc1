#pragma once
#include "PuzzleRules.h"

#include <memory>
#include <string>
#include <vector>

namespace ps {

// The one list of puzzle types. Throws EngineError with the accepted values when the type or its
// parameters are not supported.
std::unique_ptr<PuzzleRules> makeRules(const std::string& typeId, const std::string& parameters);

// The rules for a board of `rows` x `cols` when no parameters are given (Sudoku: the most nearly square box).
std::unique_ptr<PuzzleRules> makeDefaultRules(const std::string& typeId, int rows, int cols);

std::vector<std::string> supportedTypes();

} // namespace ps
