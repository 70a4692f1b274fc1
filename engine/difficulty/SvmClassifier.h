#pragma once
#include "Difficulty.h"
#include "SvmModel.h"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace ps {

// The learnt complexity function C: each type's features through its trained SVM. A type without a
// model here is filed by its own rule (PuzzleRules::ruleDifficulty).
class SvmClassifier final : public DifficultyClassifier {
public:
    // Makes a model when it is first needed (reading one costs milliseconds: a command that rates one
    // type reads no other). It may throw EngineError; every use of the model then throws it again.
    using ModelSource = std::function<SvmModel()>;

    SvmClassifier() = default;
    SvmClassifier(const std::string& typeId, SvmModel model) { setModel(typeId, std::move(model)); }

    void setModel(const std::string& typeId, SvmModel model);
    // The model of `typeId` made by `source` on first use; types given the same `source` object (one
    // model file for several types) share the one model it makes.
    void setModelSource(const std::string& typeId, std::shared_ptr<const ModelSource> source);
    bool hasModel(const std::string& typeId) const { return models_.count(typeId) != 0; }
    // The model of `typeId` (made now if it was not yet); throws std::out_of_range for a type without one.
    const SvmModel& model(const std::string& typeId) const;

    Difficulty classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override;
    // The type's score model (a regression whose bands are the classes), clamped to 0-100; a type
    // filed by a classifier gets the middle of its class's band, a type without a model its rule score.
    double score(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override;
    // One feature vector, one pass of the model: the class is the band of the same value the score clamps.
    Rating rate(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context = {}) const override;
    bool hasLearntScore(const DifficultySpec& rules) const override;
    ScoreBands bands(const DifficultySpec& rules) const override;

private:
    // A model, or what makes it on first use (thread-safe: generation threads share the classifier).
    struct Entry {
        std::shared_ptr<const ModelSource> source;
        std::once_flag made;
        std::optional<SvmModel> model;
        std::exception_ptr failure;
    };
    // The model of `typeId`, or null when the type has none.
    const SvmModel* find(const std::string& typeId) const;

    std::map<std::string, std::shared_ptr<Entry>> models_;
};

} // namespace ps
