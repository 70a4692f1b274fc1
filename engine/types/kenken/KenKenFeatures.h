#pragma once
#include "core/Board.h"

#include <algorithm>
#include <string>
#include <vector>

namespace ps {

// KenKen's feature vector for the complexity function C. For now only what the caging shows (the share
// of squares given, the mix of cage sizes and operations); the logic solver's step counts and
// techniques join them when KenKen's step solver lands.
std::vector<double> kenKenFeatures(int side, const Board& puzzle);
std::vector<std::string> kenKenFeatureNames();

} // namespace ps
