#pragma once
#include "types/PuzzleType.h"

namespace ps {

PuzzleType kenKenType();

} // namespace ps
