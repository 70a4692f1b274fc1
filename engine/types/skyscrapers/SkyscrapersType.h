#pragma once
#include "types/PuzzleType.h"

namespace ps {

PuzzleType skyscrapersType();

} // namespace ps
