#include "SvmClassifier.h"

#include "DifficultySpec.h"

#include <algorithm>
#include <stdexcept>

namespace ps {

void SvmClassifier::setModel(const std::string& typeId, SvmModel model)
{
    auto entry = std::make_shared<Entry>();
    entry->model = std::move(model);
    models_.insert_or_assign(typeId, std::move(entry));
}

void SvmClassifier::setModelSource(const std::string& typeId, std::shared_ptr<const ModelSource> source)
{
    // Types sharing a source share its entry, so the model is made once.
    for (const auto& [id, entry] : models_)
        if (entry->source == source) {
            models_.insert_or_assign(typeId, entry);
            return;
        }
    auto entry = std::make_shared<Entry>();
    entry->source = std::move(source);
    models_.insert_or_assign(typeId, std::move(entry));
}

const SvmModel* SvmClassifier::find(const std::string& typeId) const
{
    const auto found = models_.find(typeId);
    if (found == models_.end())
        return nullptr;
    Entry& entry = *found->second;
    if (entry.source)
        std::call_once(entry.made, [&entry] {
            try {
                entry.model = (*entry.source)();
            } catch (...) {
                entry.failure = std::current_exception();
            }
        });
    if (entry.failure)
        std::rethrow_exception(entry.failure);
    return &*entry.model;
}

const SvmModel& SvmClassifier::model(const std::string& typeId) const
{
    if (const SvmModel* found = find(typeId))
        return *found;
    throw std::out_of_range("no difficulty model for " + typeId);
}

Difficulty SvmClassifier::classify(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    // Classes by solving need no model: it is not even loaded (rate without --score never reads it).
    if (rules.classesBySolving())
        return rules.ruleDifficultyWith(givens, context);
    const SvmModel* found = find(rules.typeId());
    if (!found)
        return rules.ruleDifficultyWith(givens, context);
    const int predicted = found->predict(rules.features(givens, context));
    return static_cast<Difficulty>(std::clamp(predicted, 0, static_cast<int>(Difficulty::Evil)));
}

double SvmClassifier::score(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    const SvmModel* found = find(rules.typeId());
    if (!found)
        return rules.ruleScore(givens);
    if (rules.classesBySolving())
        return rate(rules, givens, context).score;
    if (!found->isRegression())
        return found->bands().middleOf(classify(rules, givens, context));
    return std::clamp(found->predictValue(rules.features(givens, context)), 0.0, 100.0);
}

Rating SvmClassifier::rate(const DifficultySpec& rules, const Board& givens, const ClassifyContext& context) const
{
    const SvmModel* found = find(rules.typeId());
    if (!found)
        return {rules.ruleDifficulty(givens), rules.ruleScore(givens)};
    const SvmModel& model = *found;
    const auto clampClass = [](int predicted) { return static_cast<Difficulty>(std::clamp(predicted, 0, static_cast<int>(Difficulty::Evil))); };
    if (rules.classesBySolving()) {
        // The class is the rule's; a score the model never learnt for these rules is the middle of the
        // class's band (a rule, as hasLearntScore says), a learnt one is placed inside the band.
        const Difficulty difficulty = rules.ruleDifficulty(givens);
        const ScoreBands bands = model.bands();
        if (!model.isRegression() || !rules.learntScoreApplies())
            return {difficulty, bands.middleOf(difficulty)};
        const double learnt = model.predictValue(rules.features(givens, context));
        if (!model.placement().knots[static_cast<std::size_t>(difficulty)].empty())
            return {difficulty, std::clamp(model.placement().place(difficulty, learnt, bands), 0.0, 100.0)};
        // A model without a placement (made before issue 36): clamped into the band.
        const double middle = bands.middleOf(difficulty), half = bands.halfWidthOf(difficulty);
        // Just inside the band's upper end, so that the band of the score is the class.
        const double value = std::clamp(learnt, middle - half, middle + half - 0.01);
        return {difficulty, std::clamp(value, 0.0, 100.0)};
    }
    const std::vector<double> features = rules.features(givens, context);
    if (!model.isRegression()) {
        const Difficulty difficulty = clampClass(model.predict(features));
        return {difficulty, model.bands().middleOf(difficulty)};
    }
    // As classify() (predict(): the band of predictValue()) and score() (predictValue() clamped) do.
    const double value = model.predictValue(features);
    return {clampClass(static_cast<int>(model.bands().classOf(value))), std::clamp(value, 0.0, 100.0)};
}

ScoreBands SvmClassifier::bands(const DifficultySpec& rules) const
{
    const SvmModel* found = find(rules.typeId());
    return found ? found->bands() : ScoreBands();
}

bool SvmClassifier::hasLearntScore(const DifficultySpec& rules) const
{
    const SvmModel* found = find(rules.typeId());
    return found && found->isRegression() && rules.learntScoreApplies();
}

} // namespace ps
