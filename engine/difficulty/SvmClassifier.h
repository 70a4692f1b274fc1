#pragma once
#include "Difficulty.h"
#include "SvmModel.h"

#include <map>
#include <optional>
#include <string>

namespace ps {

// The learnt complexity function C: each type's features through its trained SVM. A type without a
// model here is filed by its own rule (PuzzleRules::ruleDifficulty).
class SvmClassifier final : public DifficultyClassifier {
public:
    SvmClassifier() = default;
    SvmClassifier(const std::string& typeId, SvmModel model) { setModel(typeId, std::move(model)); }

    void setModel(const std::string& typeId, SvmModel model) { models_.insert_or_assign(typeId, std::move(model)); }
    bool hasModel(const std::string& typeId) const { return models_.count(typeId) != 0; }
    const SvmModel& model(const std::string& typeId) const { return models_.at(typeId); }

    Difficulty classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override;
    // The type's score model (a regression whose bands are the classes), clamped to 0-100; a type
    // filed by a classifier gets the middle of its class's band, a type without a model its rule score.
    double score(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override;
    bool hasLearntScore(const DifficultySpec& rules) const override;
    ScoreBands bands(const DifficultySpec& rules) const override;

private:
    std::map<std::string, SvmModel> models_;
};

} // namespace ps
