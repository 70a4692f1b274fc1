#pragma once
#include "Difficulty.h"
#include "ScoreBands.h"
#include "SvmModel.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace ps {

// A teacher's word on one puzzle for a class or group of solvers: the puzzle was shown as `level` and was
// too easy, about right or too hard for them; or (Verdict::Level) the teacher set its class directly.
struct TeacherLabel {
    enum class Verdict { TooEasy, AboutRight, TooHard, Level };
    std::string typeId;
    std::vector<double> features;   // PuzzleRules::features of the puzzle
    double builtInScore = 0;        // the built-in model's 0-100 score of the puzzle
    Verdict verdict = Verdict::Level;
    Difficulty level = Difficulty::Medium;   // the class it was shown as, or the class the teacher set
};

std::string verdictName(TeacherLabel::Verdict verdict);   // "too-easy", "about-right", "too-hard", "level"

// Where a label puts its puzzle on the 0-100 scale of `bands`:
//  - Level: the middle of that class's band;
//  - AboutRight: the built-in score clamped into the shown class's band (the teacher agrees with the class,
//    so the puzzle stays where the built-in model put it, but inside that band);
//  - TooEasy: the puzzle is easier than its class, so the middle of the band one class lower; at easy
//    there is no lower class, so a quarter of the way up the easy band (near its bottom);
//  - TooHard: the middle of the band one class higher; at evil, three quarters of the way up the evil band.
double labelTarget(const TeacherLabel& label, const ScoreBands& bands);
// The class the teacher's verdict says the puzzle is.
Difficulty labelClass(const TeacherLabel& label, const ScoreBands& bands);

// Puzzles the built-in model of a type was trained on (features, 0-100 targets, and each puzzle's class
// for the stratified subsample), and the built-in model itself. The targets are the built-in model's own
// scores of the puzzles, not the graders' levels it learnt from: a model retrained on a subsample of the
// graders' levels alone would differ from the built-in one before any label (it measured 2.5 points
// further from it on unseen puzzles, more than 20 labels bring back), whereas on the built-in scores it
// starts where the built-in model is and only the labels move it.
struct BuiltInData {
    SvmModel model;
    std::vector<std::vector<double>> samples;
    std::vector<double> targets;
    std::vector<Difficulty> classes;
};

// About `count` of the built-in puzzles (all when there are fewer), chosen with `seed`, the same share of each class as the whole
// (so a retrain stays fast — svm_train grows about with the square of the samples — without changing what
// the built-in data says about each class).
std::vector<std::size_t> stratifiedIndices(const std::vector<Difficulty>& classes, std::size_t count, std::uint64_t seed);
BuiltInData stratifiedSubsample(const BuiltInData& data, std::size_t count, std::uint64_t seed);

struct GroupTrainingOptions {
    // Copies of each label in the training set; 0: automatic (labelWeightFor).
    int weight = 0;
    // Folds over the labels for the cross-validated agreement (the built-in data is always in training);
    // 0: no cross-validation (the report then has only the comparison on the built-in data).
    int folds = 5;
    std::uint64_t seed = 1;
    // With weight 0 and folds >= 2: choose the weight among candidateWeights by the cross-validated error
    // (or keep the built-in model when none beats it: GroupReport::keptBuiltIn)
    // against the labels (costs a cross-validation per candidate).
    bool chooseWeight = false;
};

// The weights tried when choosing: the labels carrying a tenth, a third, half or two thirds of the total.
std::vector<int> candidateWeights(std::size_t builtInSamples, std::size_t labels);

// The automatic weight: each label repeated so that the labels carry about half the total weight (at
// least once). Measured with simulated teachers (bench --teachers, 1200 built-in puzzles, 3 seeds): for a
// teacher to whom everything is a class harder, a third of the weight reached 65/75/81% agreement after
// 20/50/100 labels, half 70/82/89%, two thirds 72/84/91%; for a teacher who mostly agrees with the
// built-in model (only sparse grids a class harder) more weight costs more (error 8.2, 8.9, 9.9 points
// after 20 labels for a third, half, two thirds; built-in 6.8): half is the compromise when the weight
// is not chosen by cross-validation (chooseWeight, which the studio uses from 10 labels on).
int labelWeightFor(std::size_t builtInSamples, std::size_t labels);

struct GroupReport {
    // The weight was chosen and no weight did better on the labels (cross-validated error) than the
    // built-in model: the group's model is the built-in one.
    bool keptBuiltIn = false;
    int labels = 0;
    int weight = 0;
    int builtInSamples = 0;
    int folds = 0;   // 0 when not cross-validated
    // Cross-validated on the teacher's labels: the share whose class (the model's) equals the class the
    // verdict implies, and the mean absolute error in score points against labelTarget; for the group
    // model (trained without the fold) and for the built-in model.
    double groupAgreement = 0;
    double builtInAgreement = 0;
    double groupError = 0;
    double builtInError = 0;
    // On the built-in data: how the group model differs from the built-in one.
    double classChangedShare = 0;   // share of puzzles filed under another class
    double meanShift = 0;           // mean of (group score - built-in score), in points
    // Spearman's rank correlation of the group's scores with the built-in ones: how far the group's
    // model still orders puzzles as the built-in levels (and the graders they follow) do.
    double rankWithBuiltIn = 1;
    std::array<std::array<int, 4>, 4> confusion{};   // [built-in class][group class]
};

// An epsilon-SVR on the built-in samples with their targets plus each label `weight` times with its
// labelTarget, with the built-in model's C, gamma and epsilon and its bands. Throws EngineError without
// labels or when a label's features do not fit the built-in data.
SvmModel trainGroupModel(const BuiltInData& builtIn, const std::vector<TeacherLabel>& labels, const GroupTrainingOptions& options,
                         GroupReport* report = nullptr);

// A model's score clamped to 0-100 (as SvmClassifier::score gives it).
double clampedScore(const SvmModel& model, const std::vector<double>& features);

} // namespace ps
