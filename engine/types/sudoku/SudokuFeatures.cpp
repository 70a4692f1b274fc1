#include "SudokuFeatures.h"

#include "SudokuRules.h"

#include "types/sudoku/SudokuDifficultyFeatures.h"
#include "types/sudoku/SudokuLogicSolver.h"

#include <map>
#include <memory>

#include <algorithm>
#include <cmath>

namespace ps {

std::vector<double> sudokuPaperFeatures(const SudokuShape& shape, const Board& givens, int solutionCount)
{
    const int n = shape.size();
    const int blankThreshold = static_cast<int>(std::lround(7.0 * n / 9.0));
    std::vector<double> features{static_cast<double>(solutionCount), static_cast<double>(givens.emptyCount())};

    for (int kind = 0; kind < 3; ++kind) {   // rows, columns, boxes
        int crowded = 0;
        for (int k = 0; k < n; ++k) {
            const auto& unit = shape.units()[static_cast<std::size_t>(kind * n + k)];
            const auto blanks = std::count_if(unit.begin(), unit.end(), [&](int cell) { return givens.at(cell) == 0; });
            if (blanks >= blankThreshold)
                ++crowded;
        }
        features.push_back(crowded);
    }

    std::vector<double> occurrences(static_cast<std::size_t>(n), 0.0);
    for (CellValue v : givens.cells())
        if (v != 0 && v <= n)
            occurrences[v - 1U] += 1.0;
    double mean = 0;
    for (double count : occurrences)
        mean += count / n;
    double variance = 0;
    for (double count : occurrences)
        variance += (count - mean) * (count - mean) / n;
    features.insert(features.end(), occurrences.begin(), occurrences.end());
    features.push_back(std::sqrt(variance));
    return features;
}

Homogeneity sudokuHomogeneity(const SudokuShape& shape, const Board& givens)
{
    Homogeneity h{shape.size(), 0};
    for (const auto& unit : shape.units()) {
        const int given = static_cast<int>(std::count_if(unit.begin(), unit.end(), [&](int cell) { return givens.at(cell) != 0; }));
        h.least = std::min(h.least, given);
        h.most = std::max(h.most, given);
    }
    return h;
}

std::vector<double> SudokuRules::features(const Board& givens, const ClassifyContext& context) const
{
    // One logic solver per thread and shape: solvers keep search state and are not shared.
    // Shapes of regions other than boxes may come new with every puzzle: only the last few are kept.
    thread_local std::map<std::string, std::unique_ptr<SudokuLogicSolver>> solvers;
    if (solvers.size() >= 32 && !solvers.contains(shape_.key()))
        solvers.clear();
    auto& solver = solvers[shape_.key()];
    if (!solver)
        solver = std::make_unique<SudokuLogicSolver>(shape_);
    // A sparse 25x25 that logic does not finish needs an exact count, which can take seconds.
    solver->setCancelToken(context.cancel);
    const StepTrace trace = solver->measure(givens, context.uniqueSolution);
    // Solved by logic alone means forced, hence unique; otherwise count.
    const bool knownUnique = context.uniqueSolution || (trace.solved && trace.guesses == 0);
    const int solutions = trace.broken ? 0 : knownUnique ? 1 : solver->solutionCount(givens);
    return sudokuDifficultyFeatures(shape_, givens, trace, solutions);
}

std::vector<std::string> SudokuRules::featureNames() const { return sudokuDifficultyFeatureNames(); }

std::vector<std::string> SudokuRules::featureGroups() const
{
    std::vector<std::string> groups;
    for (const std::string& name : featureNames()) {
        if (name.rfind("share of ", 0) == 0)
            groups.push_back("technique shares");
        else if (name.rfind("homogeneity", 0) == 0)
            groups.push_back("homogeneity");
        else if (name == "hardest technique")
            groups.push_back("hardest technique");
        else if (name == "steps" || name == "rounds" || name == "guesses")
            groups.push_back("steps/rounds/guesses");
        else if (name == "box singles progress")
            groups.push_back("box singles progress");
        else
            groups.push_back("clues/counts");
    }
    return groups;
}

std::optional<Difficulty> SudokuRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    if (source.find("qqwing") != std::string::npos) {
        if (label == "simple")
            return Difficulty::Easy;
        if (label == "easy")
            return Difficulty::Medium;
        if (label == "intermediate")
            return Difficulty::Hard;
        if (label == "expert")
            return Difficulty::Evil;
        return std::nullopt;
    }
    if (label == "trivial")
        return Difficulty::Easy;
    if (label == "basic")
        return Difficulty::Medium;
    if (label == "intermediate" || label == "advanced")
        return Difficulty::Hard;
    if (label == "extreme" || label == "unreasonable")
        return Difficulty::Evil;
    return parseDifficulty(label);
}

std::optional<double> SudokuRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    // sgt-solo's six levels split the scale in six; qqwing's four sit on the sgt-solo bands their
    // definitions cover (simple = trivial, easy = basic, intermediate = intermediate + advanced, expert =
    // extreme + unreasonable), which is where the two graders' ratings of the same puzzles fall.
    static const std::vector<std::string> solo{"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"};
    static const std::vector<std::pair<std::string, double>> qqwing{{"simple", 100.0 / 12}, {"easy", 25}, {"intermediate", 50}, {"expert", 250.0 / 3}};
    if (source.find("qqwing") != std::string::npos) {
        for (const auto& [name, position] : qqwing)
            if (name == label)
                return position;
        return std::nullopt;
    }
    for (std::size_t i = 0; i < solo.size(); ++i)
        if (solo[i] == label)
            return 100.0 * (static_cast<double>(i) + 0.5) / 6;
    return GraderScales::scoreFromLabel(label, source);
}

} // namespace ps
