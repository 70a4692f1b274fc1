#include "SvmModel.h"

#include "LibsvmModelText.h"
#include "RankStatistics.h"
#include "RbfKernel.h"
#include "core/EngineError.h"

#include <libsvm/svm.h>

#include <algorithm>
#include <cmath>
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace ps {
namespace {

constexpr const char* kHeader = "puzzlesmith-svm-model 1";             // a classifier
constexpr const char* kRegressionHeader = "puzzlesmith-svm-model 2";   // a regression: then its epsilon and bands

void quiet(const char*) {}

// libsvm reads and writes models only through file names: go through a private temporary file.
class TempFile {
public:
    TempFile()
    {
        char name[] = "/tmp/puzzlesmith-svm-XXXXXX";
        const int fd = mkstemp(name);
        if (fd < 0)
            throw EngineError(PS_TRANSLATE("Engine", "Cannot create a temporary file for the difficulty model."));
        close(fd);
        path_ = name;
    }
    ~TempFile() { std::remove(path_.c_str()); }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

std::shared_ptr<svm_model> loadLibsvmText(const std::string& text)
{
    TempFile file;
    std::ofstream(file.path()) << text;
    svm_model* model = svm_load_model(file.path().c_str());
    if (!model)
        throw EngineError(PS_TRANSLATE("Engine", "The difficulty model is damaged (libsvm could not read it)."));
    return std::shared_ptr<svm_model>(model, [](svm_model* m) { svm_free_and_destroy_model(&m); });
}

std::string saveLibsvmText(const svm_model* model)
{
    TempFile file;
    if (svm_save_model(file.path().c_str(), model) != 0)
        throw EngineError(PS_TRANSLATE("Engine", "Cannot write the difficulty model."));
    std::ifstream in(file.path());
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Training data in libsvm's form; the nodes must outlive any model trained on them.
struct Problem {
    std::vector<std::vector<svm_node>> rows;
    std::vector<svm_node*> pointers;
    std::vector<double> labels;
    svm_problem problem{};

    Problem(const std::vector<std::vector<double>>& scaled, const std::vector<double>& targets)
    {
        for (const auto& features : scaled) {
            std::vector<svm_node> row;
            for (std::size_t i = 0; i < features.size(); ++i)
                row.push_back({static_cast<int>(i) + 1, features[i]});
            row.push_back({-1, 0});
            rows.push_back(std::move(row));
        }
        for (auto& row : rows)
            pointers.push_back(row.data());
        labels = targets;
        problem.l = static_cast<int>(rows.size());
        problem.y = labels.data();
        problem.x = pointers.data();
    }
};

// The final model, trained on every sample, as libsvm's model text (the model then reads it, so it owns
// its support vectors instead of pointing into the training data).
std::string trainOnAll(const svm_problem& problem, const svm_parameter& p, unsigned seed)
{
    std::srand(seed);   // libsvm shuffles with rand()
    svm_model* trained = svm_train(&problem, &p);
    const std::string text = saveLibsvmText(trained);
    svm_free_and_destroy_model(&trained);
    return text;
}

svm_parameter parameters(double cost, double gamma, double epsilon = 0)
{
    svm_parameter p{};
    p.svm_type = epsilon > 0 ? EPSILON_SVR : C_SVC;
    p.p = epsilon;
    p.kernel_type = RBF;
    p.gamma = gamma;
    p.C = cost;
    p.cache_size = 100;
    p.eps = 1e-3;
    p.shrinking = 1;
    return p;
}

} // namespace

std::vector<double> SvmModel::scale(const std::vector<double>& features) const
{
    std::vector<double> out(features.size());
    for (std::size_t i = 0; i < features.size(); ++i) {
        const double range = maximum_[i] - minimum_[i];
        // Clamped: a puzzle outside the training range (say a nearly full board) is treated like the
        // nearest training puzzles instead of landing far from every support vector, where the RBF
        // decision falls back to the bias and can say anything.
        out[i] = range > 0 ? std::clamp(-1 + 2 * (features[i] - minimum_[i]) / range, -1.0, 1.0) : 0;
    }
    return out;
}

SvmModel SvmModel::train(const std::vector<std::vector<double>>& samples, const std::vector<int>& labels, int classes,
                         const TrainOptions& options, TrainReport* report)
{
    if (samples.size() < 2 || samples.size() != labels.size())
        throw EngineError(PS_TRANSLATE("Engine", "Training needs at least two labelled puzzles."));
    svm_set_print_string_function(&quiet);
    SvmModel model;
    model.fitScaling(samples);
    std::vector<std::vector<double>> scaled;
    for (const auto& s : samples)
        scaled.push_back(model.scale(s));
    Problem data(scaled, std::vector<double>(labels.begin(), labels.end()));

    const int folds = std::clamp(options.folds, 2, static_cast<int>(samples.size()));
    TrainReport best;
    best.crossValidationAccuracy = -1;
    std::vector<double> predicted(samples.size());
    // Gammas outside, costs inside, both ascending, and only a strictly better accuracy wins: among equally
    // accurate models the smoothest (smallest gamma, then smallest C) is kept. Measured: it rates other
    // generators' puzzles far better (Spearman against sgt-solo 0.95 instead of 0.87 for C 2, gamma 0.125).
    std::vector<double> costs = options.costs;
    std::vector<double> gammas = options.gammas;
    std::sort(costs.begin(), costs.end());
    std::sort(gammas.begin(), gammas.end());
    for (double gamma : gammas)
        for (double cost : costs) {
            const svm_parameter p = parameters(cost, gamma);
            std::srand(options.seed);
            svm_cross_validation(&data.problem, &p, folds, predicted.data());
            int right = 0;
            std::vector<std::vector<int>> confusion(static_cast<std::size_t>(classes), std::vector<int>(static_cast<std::size_t>(classes), 0));
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const int guess = static_cast<int>(predicted[i]);
                right += guess == labels[i];
                if (guess >= 0 && guess < classes)
                    ++confusion[static_cast<std::size_t>(labels[i])][static_cast<std::size_t>(guess)];
            }
            const double accuracy = static_cast<double>(right) / static_cast<double>(samples.size());
            if (accuracy > best.crossValidationAccuracy)
                best = {cost, gamma, accuracy, confusion};
        }
    model.cost_ = best.cost;
    model.gamma_ = best.gamma;
    const svm_parameter p = parameters(best.cost, best.gamma);
    if (const char* problem = svm_check_parameter(&data.problem, &p))
        throw EngineError(PS_TRANSLATE("Engine", "libsvm refused the training parameters: %1"), {problem});
    if (!model.readLibsvmText(trainOnAll(data.problem, p, options.seed)))
        throw EngineError(PS_TRANSLATE("Engine", "The difficulty model is damaged (libsvm could not read it)."));
    if (report)
        *report = best;
    return model;
}

void SvmModel::fitScaling(const std::vector<std::vector<double>>& samples)
{
    const std::size_t features = samples.front().size();
    minimum_.assign(features, 1e300);
    maximum_.assign(features, -1e300);
    for (const auto& s : samples) {
        if (s.size() != features)
            throw EngineError(PS_TRANSLATE("Engine", "The difficulty model expects %1 features, not %2."),
                              {std::to_string(features), std::to_string(s.size())});
        for (std::size_t i = 0; i < features; ++i) {
            minimum_[i] = std::min(minimum_[i], s[i]);
            maximum_[i] = std::max(maximum_[i], s[i]);
        }
    }
}

SvmModel SvmModel::trainRegression(const std::vector<std::vector<double>>& samples, const std::vector<double>& targets,
                                   const RegressionOptions& options, RegressionReport* report)
{
    if (samples.size() < 2 || samples.size() != targets.size())
        throw EngineError(PS_TRANSLATE("Engine", "Training needs at least two labelled puzzles."));
    svm_set_print_string_function(&quiet);
    SvmModel model;
    model.regression_ = true;
    model.fitScaling(samples);
    std::vector<std::vector<double>> scaled;
    for (const auto& s : samples)
        scaled.push_back(model.scale(s));
    Problem data(scaled, targets);

    RegressionReport best;
    bool found = false;
    // folds 0 with one parameter set: nothing to choose, so no cross-validation (a retrain that already
    // knows its parameters, such as a teacher group's model, costs one training instead of k + 1).
    if (options.folds == 0 && options.costs.size() == 1 && options.gammas.size() == 1 && options.epsilons.size() == 1) {
        best.cost = options.costs.front();
        best.gamma = options.gammas.front();
        best.epsilon = options.epsilons.front();
        found = true;
    }
    const int folds = std::clamp(options.folds, 2, static_cast<int>(samples.size()));
    std::vector<double> predicted(samples.size());
    for (double gamma : found ? std::vector<double>{} : options.gammas)
        for (double cost : options.costs)
            for (double epsilon : options.epsilons) {
                const svm_parameter p = parameters(cost, gamma, std::max(epsilon, 1e-6));
                if (svm_check_parameter(&data.problem, &p))
                    continue;
                std::srand(options.seed);
                svm_cross_validation(&data.problem, &p, folds, predicted.data());
                RegressionReport tried{cost, gamma, epsilon, spearman(predicted, targets), meanAbsoluteError(predicted, targets), predicted};
                const bool better = options.chooseByAbsoluteError
                    ? tried.crossValidationMeanAbsoluteError < best.crossValidationMeanAbsoluteError
                    : tried.crossValidationSpearman > best.crossValidationSpearman;
                if (!found || better) {
                    best = std::move(tried);
                    found = true;
                }
            }
    if (!found)
        throw EngineError(PS_TRANSLATE("Engine", "libsvm refused the training parameters: %1"), {"C, gamma, epsilon"});
    model.cost_ = best.cost;
    model.gamma_ = best.gamma;
    model.epsilon_ = best.epsilon;
    const svm_parameter p = parameters(best.cost, best.gamma, std::max(best.epsilon, 1e-6));
    if (!model.readLibsvmText(trainOnAll(data.problem, p, options.seed)))
        throw EngineError(PS_TRANSLATE("Engine", "The difficulty model is damaged (libsvm could not read it)."));
    if (report)
        *report = std::move(best);
    return model;
}

std::string SvmModel::toText() const
{
    std::ostringstream out;
    out.precision(17);
    out << (regression_ ? kRegressionHeader : kHeader);
    if (regression_) {
        out << "\nepsilon " << epsilon_ << "\nbands";
        for (double cut : bands_.cuts)
            out << ' ' << cut;
        for (std::size_t level = 0; level < placement_.knots.size(); ++level) {
            if (placement_.knots[level].empty())
                continue;
            out << "\nplacement " << level << ' ' << placement_.knots[level].size();
            for (double k : placement_.knots[level])
                out << ' ' << k;
        }
    }
    out << "\nfeatures " << minimum_.size() << "\ncost " << cost_ << "\ngamma " << gamma_ << "\nminimum";
    for (double v : minimum_)
        out << ' ' << v;
    out << "\nmaximum";
    for (double v : maximum_)
        out << ' ' << v;
    out << "\nlibsvm\n" << libsvmText();
    return out.str();
}

SvmModel SvmModel::fromText(const std::string& text)
{
    const auto damaged = [] { return EngineError(PS_TRANSLATE("Engine", "This is not a Puzzlesmith difficulty model, or it is damaged.")); };
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || (line != kHeader && line != kRegressionHeader))
        throw damaged();
    SvmModel model;
    std::size_t features = 0;
    std::string word;
    if (line == kRegressionHeader) {
        model.regression_ = true;
        if (!(in >> word >> model.epsilon_) || word != "epsilon" || !std::isfinite(model.epsilon_) || !(in >> word) || word != "bands")
            throw damaged();
        for (double& cut : model.bands_.cuts)
            if (!(in >> cut) || !std::isfinite(cut))
                throw damaged();
        if (!std::is_sorted(model.bands_.cuts.begin(), model.bands_.cuts.end()))
            throw damaged();
    }
    if (!(in >> word))
        throw damaged();
    // Optional (models before issue 36 have none): "placement <class 0-3> <count> <ascending knots>".
    while (model.regression_ && word == "placement") {
        std::size_t level = 0, count = 0;
        if (!(in >> level >> count) || level >= model.placement_.knots.size() || count < 2 || count > 1001)
            throw damaged();
        std::vector<double>& knots = model.placement_.knots[level];
        knots.resize(count);
        for (double& k : knots)
            if (!(in >> k) || !std::isfinite(k))
                throw damaged();
        if (!std::is_sorted(knots.begin(), knots.end()) || !(in >> word))
            throw damaged();
    }
    if (word != "features" || !(in >> features) || features == 0 || features > 1000)
        throw damaged();
    if (!(in >> word >> model.cost_) || word != "cost" || !(in >> word >> model.gamma_) || word != "gamma")
        throw damaged();
    for (auto* list : {&model.minimum_, &model.maximum_}) {
        in >> word;
        list->resize(features);
        for (double& v : *list)
            if (!(in >> v))
                throw damaged();
    }
    in >> word;
    if (word != "libsvm")
        throw damaged();
    std::getline(in, line);
    const std::streamoff rest = in.tellg();
    for (std::size_t i = 0; i < features; ++i)
        if (!std::isfinite(model.minimum_[i]) || !std::isfinite(model.maximum_[i]) || model.minimum_[i] > model.maximum_[i])
            throw damaged();
    // libsvm's reader trusts its input: it never sees a model that readLibsvmText() did not accept.
    if (!std::isfinite(model.cost_) || !std::isfinite(model.gamma_) || rest < 0 ||
        !model.readLibsvmText(text.substr(static_cast<std::size_t>(rest))))
        throw damaged();
    return model;
}

bool SvmModel::readLibsvmText(std::string text)
{
    const std::size_t features = minimum_.size();
    auto data = readLibsvmModel(text, features, regression_);
    if (!data)
        return false;
    svm_ = std::move(*data);
    const std::size_t count = svm_.count;
    columns_.assign(count * features, 0.0);
    for (std::size_t k = 0; k < count; ++k)
        for (std::size_t i = 0; i < features; ++i)
            columns_[i * count + k] = svm_.vectors[k * features + i];
    svm_.vectors = {};   // columns_ holds them now
    libsvm_ = std::make_shared<Libsvm>();
    libsvm_->text = std::move(text);
    return true;
}

const svm_model& SvmModel::libsvmModel() const
{
    std::call_once(libsvm_->loaded, [this] { libsvm_->model = loadLibsvmText(libsvmText()); });
    return *libsvm_->model;
}

const std::string& SvmModel::libsvmText() const
{
    std::call_once(libsvm_->textRead, [this] {
        if (libsvm_->source)
            libsvm_->text = fromText(libsvm_->source()).libsvm_->text;
    });
    return libsvm_->text;
}

namespace {
// Some library code run before us (seen in the CLI, not in a bare program) leaves the upper halves of
// the AVX registers dirty; every non-VEX SSE instruction then pays a transition penalty, and libm's
// exp() (its wrapper is SSE code) took 150 ns instead of 6 — 44% of `rate`'s time on this machine.
// Clearing them once before the kernel loop makes rating 1.75x faster.
#if defined(__x86_64__)
__attribute__((target("avx"))) void zeroUpperAvx() { _mm256_zeroupper(); }
#endif
} // namespace

std::vector<double> SvmModel::kernelValues(const std::vector<double>& features) const
{
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx"))
        zeroUpperAvx();
#endif
    if (features.size() != minimum_.size())
        throw EngineError(PS_TRANSLATE("Engine", "The difficulty model expects %1 features, not %2."),
                          {std::to_string(minimum_.size()), std::to_string(features.size())});
    const std::vector<double> x = scale(features);
    std::vector<double> kernel(svm_.count);
    rbfKernel(x.data(), x.size(), columns_.data(), svm_.count, svm_.gamma, kernel.data());
    return kernel;
}

double SvmModel::predictValue(const std::vector<double>& features) const
{
    if (!regression_)
        return predict(features);
    // libsvm's svm_predict_values for epsilon-SVR: the weighted kernel sum less rho.
    const std::vector<double> kernel = kernelValues(features);
    double sum = 0;
    for (std::size_t k = 0; k < kernel.size(); ++k)
        sum += svm_.coefficients[k] * kernel[k];
    return sum - svm_.rho[0];
}

int SvmModel::predict(const std::vector<double>& features) const
{
    if (regression_)
        return static_cast<int>(bands_.classOf(predictValue(features)));
    // libsvm's svm_predict_values for C-SVC with an RBF kernel, step by step: the kernel values, then
    // one-against-one votes.
    const std::vector<double> kernel = kernelValues(features);
    const int classes = svm_.classes;
    const std::size_t count = svm_.count;
    std::vector<std::size_t> start(static_cast<std::size_t>(classes), 0);
    for (std::size_t i = 1; i < start.size(); ++i)
        start[i] = start[i - 1] + static_cast<std::size_t>(svm_.perClass[i - 1]);
    std::vector<int> votes(static_cast<std::size_t>(classes), 0);
    std::size_t pair = 0;
    for (int i = 0; i < classes; ++i)
        for (int j = i + 1; j < classes; ++j, ++pair) {
            double sum = 0;
            const std::size_t si = start[static_cast<std::size_t>(i)];
            const std::size_t sj = start[static_cast<std::size_t>(j)];
            const double* coefI = &svm_.coefficients[static_cast<std::size_t>(j - 1) * count];   // libsvm's sv_coef[j - 1]
            const double* coefJ = &svm_.coefficients[static_cast<std::size_t>(i) * count];       // sv_coef[i]
            for (std::size_t k = 0; k < static_cast<std::size_t>(svm_.perClass[static_cast<std::size_t>(i)]); ++k)
                sum += coefI[si + k] * kernel[si + k];
            for (std::size_t k = 0; k < static_cast<std::size_t>(svm_.perClass[static_cast<std::size_t>(j)]); ++k)
                sum += coefJ[sj + k] * kernel[sj + k];
            sum -= svm_.rho[pair];
            ++votes[static_cast<std::size_t>(sum > 0 ? i : j)];
        }
    std::size_t best = 0;
    for (std::size_t i = 1; i < votes.size(); ++i)
        if (votes[i] > votes[best])
            best = i;
    return svm_.labels[best];
}

int SvmModel::predictWithLibsvm(const std::vector<double>& features) const
{
    if (regression_)
        return static_cast<int>(bands_.classOf(predictValueWithLibsvm(features)));
    return static_cast<int>(predictValueWithLibsvm(features));
}

double SvmModel::predictValueWithLibsvm(const std::vector<double>& features) const
{
    const std::vector<double> scaled = scale(features);
    std::vector<svm_node> nodes;
    for (std::size_t i = 0; i < scaled.size(); ++i)
        nodes.push_back({static_cast<int>(i) + 1, scaled[i]});
    nodes.push_back({-1, 0});
    return svm_predict(&libsvmModel(), nodes.data());
}

} // namespace ps
