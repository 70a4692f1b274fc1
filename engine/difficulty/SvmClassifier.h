#pragma once
#include "Difficulty.h"
#include "SvmModel.h"

#include <optional>
#include <string>

namespace ps {

// The learnt complexity function C: the type's features through a trained SVM.
class SvmClassifier final : public DifficultyClassifier {
public:
    explicit SvmClassifier(SvmModel model) : model_(std::move(model)) {}
    Difficulty classify(const PuzzleRules& rules, const Board& givens) const override;
    const SvmModel& model() const { return model_; }

private:
    SvmModel model_;
};

// A label from a data file as one of our classes: our own names, qqwing's levels (simple, easy,
// intermediate, expert) and sgt-solo's (trivial, basic -> easy, medium; intermediate, advanced -> hard;
// extreme, unreasonable -> evil). `source` tells qqwing's "easy" (our medium) from ours.
std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source);

} // namespace ps
