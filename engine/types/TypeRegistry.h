#pragma once
#include "PuzzleType.h"

#include <memory>
#include <string>
#include <vector>

namespace ps {

// Every puzzle type the program knows, in the order menus list them (the table in TypeRegistry.cpp).
const std::vector<PuzzleType>& puzzleTypes();
std::vector<std::string> supportedTypes();   // their ids
// The type the programs start with when none is asked for: the first of the list.
const PuzzleType& defaultPuzzleType();

// The type with this id; throws EngineError naming the known types.
const PuzzleType& puzzleType(const std::string& typeId);

// The rules of a type with these parameters. Throws EngineError with the accepted values when the type
// or its parameters are not supported.
std::unique_ptr<PuzzleRules> makeRules(const std::string& typeId, const std::string& parameters);

// The rules for a board of `rows` x `cols` when no parameters are given (such as the most nearly square box).
std::unique_ptr<PuzzleRules> makeDefaultRules(const std::string& typeId, int rows, int cols);

} // namespace ps
