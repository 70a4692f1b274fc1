#pragma once
#include "FutoshikiSigns.h"
#include "latin/LatinConstraint.h"

namespace ps {

// Futoshiki's signs as a rule on top of the Latin kernel: bounds along every sign (the smaller square
// keeps only values below the larger square's largest candidate, the larger one only values above the
// smaller's smallest), followed from square to square until nothing narrows, so that a chain of signs
// bounds each of its squares by its length. Told which squares the unit rules narrowed, it looks only at
// their signs.
class FutoshikiSignConstraint final : public LatinConstraint {
public:
    explicit FutoshikiSignConstraint(int cellCount) : cellCount_(cellCount) {}
    void setSigns(const Board& board);
    bool propagate(LatinPropagation& latin, CandidateMask* cand, const std::vector<int>& narrowed) override;

private:
    int cellCount_;
    futoshiki::SignLinks links_;
    std::vector<int> work_;
    std::vector<char> queued_;
};

} // namespace ps
