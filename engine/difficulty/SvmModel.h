#pragma once
#include "ClassPlacement.h"
#include "LibsvmModelText.h"
#include "ScoreBands.h"

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

struct svm_model;

namespace ps {

// A learnt function of a puzzle's features, RBF kernel on features scaled to [-1, 1]: either libsvm's
// C-SVC (a class, the paper's complexity function C) or its epsilon-SVR (a number: the 0-100 difficulty
// score, whose classes are the bands stored with it, or a player's solving time).
// A model is plain text (our header with the scaling, then libsvm's own model text), so it can be kept
// in resources/ and compiled into the program.
class SvmModel {
public:
    struct TrainOptions {
        std::vector<double> costs{0.5, 2, 8, 32, 128};            // C values tried
        std::vector<double> gammas{0.0078125, 0.03125, 0.125, 0.5, 2};   // gamma values tried
        int folds = 5;
        unsigned seed = 1;   // libsvm shuffles the folds with rand()
    };
    struct TrainReport {
        double cost = 0;
        double gamma = 0;
        double crossValidationAccuracy = 0;       // of the chosen C, gamma
        std::vector<std::vector<int>> confusion;   // [true class][predicted class], cross-validation
    };

    struct RegressionOptions {
        std::vector<double> costs{256};
        std::vector<double> gammas{0.03};
        std::vector<double> epsilons{2};   // in the target's units
        int folds = 5;   // 0 with a single C, gamma and epsilon: train without cross-validation
        unsigned seed = 1;
        // How the parameters are chosen on the cross-validated predictions: the best rank correlation
        // (a score, where only the order matters) or the smallest mean absolute error (a time).
        bool chooseByAbsoluteError = false;
    };
    struct RegressionReport {
        double cost = 0;
        double gamma = 0;
        double epsilon = 0;
        double crossValidationSpearman = 0;
        double crossValidationMeanAbsoluteError = 0;
        std::vector<double> crossValidationPredictions;   // out-of-fold prediction of every sample
    };

    // Chooses C and gamma by k-fold cross-validation, then trains on everything. Labels are 0..classes-1.
    static SvmModel train(const std::vector<std::vector<double>>& samples, const std::vector<int>& labels, int classes,
                          const TrainOptions& options, TrainReport* report = nullptr);

    // epsilon-SVR: chooses C, gamma and epsilon by k-fold cross-validation, then trains on everything.
    static SvmModel trainRegression(const std::vector<std::vector<double>>& samples, const std::vector<double>& targets,
                                    const RegressionOptions& options, RegressionReport* report = nullptr);

    // Throws EngineError when the text is not a model.
    static SvmModel fromText(const std::string& text);
    std::string toText() const;
    // The same model as arrays of numbers (SvmModelBinary.cpp): what the build compiles the built-in models
    // into, as reading it copies arrays where the text needs 80,000 numbers parsed (3 ms of a short
    // command's start). Only for this build of the program: the layout is the machine's. `text` gives the
    // model's text when toText() or libsvm's cross-check first needs it. fromBinary throws EngineError
    // when the bytes are not a model.
    std::string toBinary() const;
    static SvmModel fromBinary(std::string_view bytes, std::function<std::string()> text);

    bool isRegression() const { return regression_; }
    // A class: the C-SVC's vote, or for a regression the band of predictValue().
    int predict(const std::vector<double>& features) const;
    // The regression's value (for a classifier: the predicted class as a number).
    double predictValue(const std::vector<double>& features) const;
    // The bands that turn a regression's value into a class (stored with the model).
    const ScoreBands& bands() const { return bands_; }
    void setBands(ScoreBands bands) { bands_ = std::move(bands); }
    // For a score whose classes come from a rule (Sudoku's, by solving): where each class's puzzles fall on
    // this model's scale, to place its value inside the band of the rule's class (stored with the model;
    // empty when the model has none).
    const ClassPlacement& placement() const { return placement_; }
    void setPlacement(ClassPlacement placement) { placement_ = std::move(placement); }
    double epsilon() const { return epsilon_; }
    // libsvm's own svm_predict on the same model (what predict() and predictValue() must always agree with).
    int predictWithLibsvm(const std::vector<double>& features) const;
    double predictValueWithLibsvm(const std::vector<double>& features) const;
    int featureCount() const { return static_cast<int>(minimum_.size()); }
    double cost() const { return cost_; }
    double gamma() const { return gamma_; }

private:
    std::vector<double> scale(const std::vector<double>& features) const;
    // Fills svm_ and columns_ from libsvm's model text (checked; false when it is not well formed).
    bool readLibsvmText(std::string text);
    void fitScaling(const std::vector<std::vector<double>>& samples);
    // The RBF kernel of the scaled `features` with every support vector.
    std::vector<double> kernelValues(const std::vector<double>& features) const;
    // libsvm's own model, read from its text on first use (only the cross-checks and nothing else need it).
    const svm_model& libsvmModel() const;

    std::vector<double> minimum_;
    std::vector<double> maximum_;
    double cost_ = 0;
    double gamma_ = 0;
    double epsilon_ = 0;
    bool regression_ = false;
    ScoreBands bands_;
    ClassPlacement placement_;
    // The model as predict() uses it, read from libsvm's text without libsvm.
    LibsvmModelData svm_;
    // The support vectors feature by feature (RbfKernel's layout): the kernel's loops run over the vectors.
    std::vector<double> columns_;
    // libsvm's model text (what toText() writes) and, once needed, libsvm's model read from it. Shared by
    // copies of this model. A model read from its binary form reads the text from `source` when needed.
    struct Libsvm {
        std::string text;
        std::function<std::string()> source;
        std::once_flag textRead;
        std::once_flag loaded;
        std::shared_ptr<svm_model> model;
    };
    std::shared_ptr<Libsvm> libsvm_;
    const std::string& libsvmText() const;
};

} // namespace ps
