#include "GroupModel.h"

#include "core/EngineError.h"
#include "core/Rng.h"
#include "RankStatistics.h"

#include <algorithm>
#include <cmath>

namespace ps {
namespace {

double bandLow(const ScoreBands& bands, Difficulty level)
{
    return bands.middleOf(level) - bands.halfWidthOf(level);
}

double bandHigh(const ScoreBands& bands, Difficulty level)
{
    return bands.middleOf(level) + bands.halfWidthOf(level);
}

// Copies of each label and their targets appended to the built-in samples.
void appendLabels(const std::vector<TeacherLabel>& labels, const std::vector<std::size_t>& which, int weight, const ScoreBands& bands,
                  std::vector<std::vector<double>>& samples, std::vector<double>& targets)
{
    for (std::size_t i : which)
        for (int copy = 0; copy < weight; ++copy) {
            samples.push_back(labels[i].features);
            targets.push_back(labelTarget(labels[i], bands));
        }
}

SvmModel trainOn(const BuiltInData& builtIn, const std::vector<TeacherLabel>& labels, const std::vector<std::size_t>& which, int weight,
                 unsigned seed)
{
    std::vector<std::vector<double>> samples = builtIn.samples;
    std::vector<double> targets = builtIn.targets;
    appendLabels(labels, which, weight, builtIn.model.bands(), samples, targets);
    SvmModel::RegressionOptions options;
    options.costs = {builtIn.model.cost()};
    options.gammas = {builtIn.model.gamma()};
    options.epsilons = {builtIn.model.epsilon()};
    options.folds = 0;   // the built-in model's parameters: nothing to choose
    options.seed = seed;
    SvmModel model = SvmModel::trainRegression(samples, targets, options);
    model.setBands(builtIn.model.bands());
    // The group's scores are placed in the levels' bands the way the built-in ones are (Sudoku).
    model.setPlacement(builtIn.model.placement());
    return model;
}

} // namespace

std::string verdictName(TeacherLabel::Verdict verdict)
{
    switch (verdict) {
    case TeacherLabel::Verdict::TooEasy:
        return "too-easy";
    case TeacherLabel::Verdict::AboutRight:
        return "about-right";
    case TeacherLabel::Verdict::TooHard:
        return "too-hard";
    case TeacherLabel::Verdict::Level:
        break;
    }
    return "level";
}

double labelTarget(const TeacherLabel& label, const ScoreBands& bands)
{
    const int shown = static_cast<int>(label.level);
    switch (label.verdict) {
    case TeacherLabel::Verdict::Level:
        return bands.middleOf(label.level);
    case TeacherLabel::Verdict::AboutRight:
        // Half a point inside the band's edges: a score on the upper edge would already be the next class.
        return std::clamp(label.builtInScore, bandLow(bands, label.level) + 0.5, bandHigh(bands, label.level) - 0.5);
    case TeacherLabel::Verdict::TooEasy:
        if (shown == 0)
            return bandLow(bands, Difficulty::Easy) + bands.halfWidthOf(Difficulty::Easy) / 2;
        return bands.middleOf(static_cast<Difficulty>(shown - 1));
    case TeacherLabel::Verdict::TooHard:
        if (label.level == Difficulty::Evil)
            return bandHigh(bands, Difficulty::Evil) - bands.halfWidthOf(Difficulty::Evil) / 2;
        return bands.middleOf(static_cast<Difficulty>(shown + 1));
    }
    return bands.middleOf(label.level);
}

Difficulty labelClass(const TeacherLabel& label, const ScoreBands& bands)
{
    return bands.classOf(labelTarget(label, bands));
}

std::vector<std::size_t> stratifiedIndices(const std::vector<Difficulty>& classes, std::size_t count, std::uint64_t seed)
{
    std::vector<std::size_t> chosen;
    if (classes.size() <= count) {
        for (std::size_t i = 0; i < classes.size(); ++i)
            chosen.push_back(i);
        return chosen;
    }
    Rng rng(seed);
    for (int level = 0; level < 4; ++level) {
        std::vector<std::size_t> members;
        for (std::size_t i = 0; i < classes.size(); ++i)
            if (static_cast<int>(classes[i]) == level)
                members.push_back(i);
        rng.shuffle(members);
        // This class's share of `count`, rounded (the total may be off by one or two; that does not matter).
        const auto take = static_cast<std::size_t>(
            std::lround(static_cast<double>(count) * static_cast<double>(members.size()) / static_cast<double>(classes.size())));
        members.resize(std::min(take, members.size()));
        chosen.insert(chosen.end(), members.begin(), members.end());
    }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

BuiltInData stratifiedSubsample(const BuiltInData& data, std::size_t count, std::uint64_t seed)
{
    BuiltInData out{data.model, {}, {}, {}};
    for (std::size_t i : stratifiedIndices(data.classes, count, seed)) {
        out.samples.push_back(data.samples[i]);
        out.targets.push_back(data.targets[i]);
        out.classes.push_back(data.classes[i]);
    }
    return out;
}

int labelWeightFor(std::size_t builtInSamples, std::size_t labels)
{
    if (labels == 0)
        return 1;
    // weight * labels = builtInSamples: the labels carry half of the total.
    return std::max(1, static_cast<int>(std::lround(static_cast<double>(builtInSamples) / static_cast<double>(labels))));
}

double clampedScore(const SvmModel& model, const std::vector<double>& features)
{
    return std::clamp(model.predictValue(features), 0.0, 100.0);
}

namespace {

struct CrossValidated {
    double groupAgreement = 0;
    double builtInAgreement = 0;
    double groupError = 0;
    double builtInError = 0;
};

// Folds over the labels only, in a seeded order: each label is predicted by a model trained on the
// built-in data and the labels of the other folds.
CrossValidated crossValidate(const BuiltInData& builtIn, const std::vector<TeacherLabel>& labels, int weight, int folds, std::uint64_t seed)
{
    const ScoreBands& bands = builtIn.model.bands();
    std::vector<int> order = Rng(seed).permutation(static_cast<int>(labels.size()));
    std::vector<double> predicted(labels.size());
    for (int fold = 0; fold < folds; ++fold) {
        std::vector<std::size_t> train, test;
        for (std::size_t i = 0; i < order.size(); ++i)
            (static_cast<int>(i) % folds == fold ? test : train).push_back(static_cast<std::size_t>(order[i]));
        const SvmModel foldModel = train.empty() ? builtIn.model : trainOn(builtIn, labels, train, weight, static_cast<unsigned>(seed));
        for (std::size_t i : test)
            predicted[i] = clampedScore(foldModel, labels[i].features);
    }
    CrossValidated r;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const double target = labelTarget(labels[i], bands);
        const Difficulty wanted = bands.classOf(target);
        const double builtInScore = clampedScore(builtIn.model, labels[i].features);
        r.groupAgreement += bands.classOf(predicted[i]) == wanted;
        r.builtInAgreement += bands.classOf(builtInScore) == wanted;
        r.groupError += std::abs(predicted[i] - target);
        r.builtInError += std::abs(builtInScore - target);
    }
    const auto n = static_cast<double>(labels.size());
    r.groupAgreement /= n;
    r.builtInAgreement /= n;
    r.groupError /= n;
    r.builtInError /= n;
    return r;
}

} // namespace

std::vector<int> candidateWeights(std::size_t builtInSamples, std::size_t labels)
{
    std::vector<int> weights;
    for (double share : {0.1, 1.0 / 3, 0.5, 2.0 / 3}) {
        const int w = std::max(1, static_cast<int>(std::lround(share / (1 - share) * static_cast<double>(builtInSamples) /
                                                               static_cast<double>(std::max<std::size_t>(labels, 1)))));
        if (weights.empty() || weights.back() != w)
            weights.push_back(w);
    }
    return weights;
}

SvmModel trainGroupModel(const BuiltInData& builtIn, const std::vector<TeacherLabel>& labels, const GroupTrainingOptions& options,
                         GroupReport* report)
{
    if (labels.empty())
        throw EngineError(PS_TRANSLATE("Engine", "A group's model needs at least one label."));
    const auto featureCount = static_cast<std::size_t>(builtIn.model.featureCount());
    for (const TeacherLabel& label : labels)
        if (label.features.size() != featureCount)
            throw EngineError(PS_TRANSLATE("Engine", "A label's puzzle does not fit the built-in difficulty model."));
    const int folds = std::min(options.folds, static_cast<int>(labels.size()));
    int weight = options.weight > 0 ? options.weight : labelWeightFor(builtIn.samples.size(), labels.size());
    CrossValidated validated;
    if (options.weight <= 0 && options.chooseWeight && folds >= 2) {
        // The weight whose cross-validated error against the labels is smallest.
        bool first = true;
        for (int candidate : candidateWeights(builtIn.samples.size(), labels.size())) {
            const CrossValidated tried = crossValidate(builtIn, labels, candidate, folds, options.seed);
            if (first || tried.groupError < validated.groupError) {
                validated = tried;
                weight = candidate;
                first = false;
            }
        }
    } else if (report && folds >= 2) {
        validated = crossValidate(builtIn, labels, weight, folds, options.seed);
    }
    // When no weight did better on the labels than the built-in model itself (a teacher who mostly
    // agrees with it), the built-in model is kept: retraining would only bend it around a few noisy labels.
    const bool keepBuiltIn = options.weight <= 0 && options.chooseWeight && folds >= 2 && validated.groupError >= validated.builtInError;
    if (keepBuiltIn) {
        weight = 0;
        validated.groupError = validated.builtInError;
        validated.groupAgreement = validated.builtInAgreement;
    }
    std::vector<std::size_t> all(labels.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i;
    SvmModel model = keepBuiltIn ? builtIn.model : trainOn(builtIn, labels, all, weight, static_cast<unsigned>(options.seed));
    if (!report)
        return model;

    GroupReport r;
    r.keptBuiltIn = keepBuiltIn;
    r.labels = static_cast<int>(labels.size());
    r.weight = weight;
    r.builtInSamples = static_cast<int>(builtIn.samples.size());
    const ScoreBands& bands = builtIn.model.bands();
    if (folds >= 2) {
        r.folds = folds;
        r.groupAgreement = validated.groupAgreement;
        r.builtInAgreement = validated.builtInAgreement;
        r.groupError = validated.groupError;
        r.builtInError = validated.builtInError;
    }
    std::vector<double> befores, afters;
    for (const auto& sample : builtIn.samples) {
        const double before = clampedScore(builtIn.model, sample);
        const double after = clampedScore(model, sample);
        befores.push_back(before);
        afters.push_back(after);
        const auto from = static_cast<std::size_t>(bands.classOf(before));
        const auto to = static_cast<std::size_t>(bands.classOf(after));
        ++r.confusion[from][to];
        r.classChangedShare += from != to;
        r.meanShift += after - before;
    }
    if (!builtIn.samples.empty()) {
        r.classChangedShare /= static_cast<double>(builtIn.samples.size());
        r.meanShift /= static_cast<double>(builtIn.samples.size());
        r.rankWithBuiltIn = keepBuiltIn ? 1.0 : spearman(befores, afters);
    }
    *report = r;
    return model;
}

} // namespace ps
