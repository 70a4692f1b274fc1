#pragma once
#include "Difficulty.h"

#include <optional>
#include <string>

namespace ps {

// How a type reads the difficulty labels of graded puzzles from other generators (the labelled data
// `train` and `rate --labels` read, and the peers `bench --peers` matches levels with). A type's rules
// provide it (PuzzleRules derives from it); by default only our own class names are known.
class GraderScales {
public:
    virtual ~GraderScales() = default;

    // A label from a data file of this type as one of the four classes (the type knows the scales of
    // the generators its data comes from; `source` names the generator), or nothing. By default: our
    // own class names.
    virtual std::optional<Difficulty> difficultyFromLabel(const std::string& label, const std::string& source) const;
    // Where a grader's level sits on the 0-100 difficulty score, or nothing: a peer's scale of k levels
    // splits 0-100 into k equal bands and a level sits in the middle of its own (a scale that covers
    // another's bands sits where those are: see SudokuRules). By default our four classes' middles.
    virtual std::optional<double> scoreFromLabel(const std::string& label, const std::string& source) const;
};

} // namespace ps
