#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ps {

// What prediction needs of libsvm's model text, read without libsvm (libsvm reads only through a file
// and fscanf: most of a short command's start-up time).
struct LibsvmModelData {
    int classes = 0;                    // nr_class (2 for a regression)
    std::size_t count = 0;              // total_sv
    double gamma = 0;
    std::vector<double> rho;            // one per pair of classes
    std::vector<int> labels;            // a classifier's class labels, in libsvm's order
    std::vector<int> perClass;          // a classifier's support vectors per class
    std::vector<double> coefficients;   // classes - 1 rows of `count` values
    std::vector<double> vectors;        // `count` rows of `features` values (a feature not written: 0)
};

// libsvm's model reader trusts its input: a damaged count or a malformed support vector makes it read out of
// bounds or allocate without limit (found by fuzzing). A model from outside is checked against the format
// libsvm writes for a C-SVC model with an RBF kernel (what train() makes) before libsvm sees it: every header field of the right kind and range,
// counts that agree with each other (rho, label and nr_sv per class; total_sv = sum of nr_sv), then exactly
// total_sv support vectors of nr_class - 1 coefficients and index:value pairs with increasing indices from
// 1 to `features`, every number finite. Nothing on anything else.
// A regression (epsilon-SVR, what trainRegression() makes) has no label or nr_sv lines, one rho and one
// coefficient per support vector, and may have no support vector at all.
std::optional<LibsvmModelData> readLibsvmModel(std::string_view text, std::size_t features, bool regression = false);

// Whether readLibsvmModel() accepts the text: only then may libsvm read it.
inline bool isWellFormedLibsvmModel(const std::string& text, std::size_t features, bool regression = false)
{
    return readLibsvmModel(text, features, regression).has_value();
}

} // namespace ps
