#pragma once
#include <cstddef>
#include <string>

namespace ps {

// libsvm's model reader trusts its input: a damaged count or a malformed support vector makes it read out of
// bounds or allocate without limit (found by fuzzing). A model from outside is checked against the format
// libsvm writes for a C-SVC model with an RBF kernel (what train() makes) before libsvm sees it: every header field of the right kind and range,
// counts that agree with each other (rho, label and nr_sv per class; total_sv = sum of nr_sv), then exactly
// total_sv support vectors of nr_class - 1 coefficients and index:value pairs with increasing indices from
// 1 to `features`, every number finite. False (and nothing read by libsvm) on anything else.
// A regression (epsilon-SVR, what trainRegression() makes) has no label or nr_sv lines, one rho and one
// coefficient per support vector.
bool isWellFormedLibsvmModel(const std::string& text, std::size_t features, bool regression = false);

} // namespace ps
