#pragma once
#include <vector>

namespace ps {

// Ranks of `values` from 0, ties given the mean of the ranks they share.
std::vector<double> ranks(const std::vector<double>& values);

// Spearman's rank correlation (ties averaged); 0 when either side has no spread.
double spearman(const std::vector<double>& a, const std::vector<double>& b);

// Mean of |a[i] - b[i]|.
double meanAbsoluteError(const std::vector<double>& a, const std::vector<double>& b);

} // namespace ps
