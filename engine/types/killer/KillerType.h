#pragma once
#include "types/PuzzleType.h"

namespace ps {

PuzzleType killerType();

} // namespace ps
