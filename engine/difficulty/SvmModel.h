#pragma once
#include <memory>
#include <string>
#include <vector>

struct svm_model;

namespace ps {

// The learnt complexity function: libsvm's C-SVC with an RBF kernel on features scaled to [-1, 1].
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

    // Chooses C and gamma by k-fold cross-validation, then trains on everything. Labels are 0..classes-1.
    static SvmModel train(const std::vector<std::vector<double>>& samples, const std::vector<int>& labels, int classes,
                          const TrainOptions& options, TrainReport* report = nullptr);

    // Throws EngineError when the text is not a model.
    static SvmModel fromText(const std::string& text);
    std::string toText() const;

    int predict(const std::vector<double>& features) const;
    // libsvm's own svm_predict on the same model (what predict() must always agree with).
    int predictWithLibsvm(const std::vector<double>& features) const;
    int featureCount() const { return static_cast<int>(minimum_.size()); }
    double cost() const { return cost_; }
    double gamma() const { return gamma_; }

private:
    std::vector<double> scale(const std::vector<double>& features) const;
    // Fills denseVectors_ from model_'s support vectors.
    void makeDense();

    std::vector<double> minimum_;
    std::vector<double> maximum_;
    double cost_ = 0;
    double gamma_ = 0;
    std::shared_ptr<svm_model> model_;
    // The support vectors as one dense row of featureCount() values each. predict() works on these
    // instead of libsvm's sparse nodes (three times faster, the same sums in the same order, so the same
    // answers: tests compare the two on many feature vectors).
    std::vector<double> denseVectors_;
};

} // namespace ps
