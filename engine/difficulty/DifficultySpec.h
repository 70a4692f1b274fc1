#pragma once
#include "Difficulty.h"
#include "core/Board.h"

#include <string>
#include <vector>

namespace ps {

// What the complexity function C needs of a puzzle type: which type it is (a model per type), its
// feature vector (with names and groups), and its own rule where no learnt model serves. A type's rules
// provide it (PuzzleRules derives from it), so this folder never depends on the types.
class DifficultySpec {
public:
    virtual ~DifficultySpec() = default;

    virtual std::string typeId() const = 0;
    // The feature vector (the same length for every size). Thread-safe; costs a logic solve, and a count
    // unless `context` knows the solution.
    virtual std::vector<double> features(const Board& givens, const ClassifyContext& context = {}) const = 0;
    // The features' names, in the vector's order (for reports and the training files' columns).
    virtual std::vector<std::string> featureNames() const = 0;
    // The group each feature belongs to, for reports of what each group contributes (by default every
    // feature is its own group).
    virtual std::vector<std::string> featureGroups() const { return featureNames(); }
    // The class by the type's own rule, where no learnt model serves.
    virtual Difficulty ruleDifficulty(const Board& givens) const = 0;
    // The same class, told what the caller knows (a generator knows the one solution it proved): a type
    // whose rule searches for the solution may skip that search. By default the context is not read.
    virtual Difficulty ruleDifficultyWith(const Board& givens, const ClassifyContext& context) const
    {
        (void)context;
        return ruleDifficulty(givens);
    }
    // The rule's 0-100 score (a rule, with ties; types with a learnt score model are scored by it instead).
    virtual double ruleScore(const Board& givens) const = 0;
    // Whether the classes are defined by what solving needs (ruleDifficulty) even where a learnt score
    // model serves: the model then only places a puzzle inside its class's band (Sudoku with boxes). By
    // default the classes are the learnt score's bands.
    virtual bool classesBySolving() const { return false; }
    // Whether the learnt score model was trained on puzzles like these rules' (their size, say). Where
    // it was not, its score would be an extrapolation: the classifier gives the rule's instead.
    virtual bool learntScoreApplies() const { return true; }
};

} // namespace ps
