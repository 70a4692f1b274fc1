#pragma once
#include "GroupModel.h"

#include <string>
#include <vector>

namespace ps {

// A property of a puzzle anyone can see without solving it, which a teacher may rate by without meaning
// to (the built-in levels, like sgt-solo's and qqwing's graders, rank by the techniques needed instead).
enum class VisibleProperty { None, Clues, Size, CageSize };

// The features of a type that are visible properties: "empty share" / "given share" (how many clues the
// grid shows), "size", "mean cage size" (both spellings). Indices into `featureNames`.
std::vector<std::pair<VisibleProperty, int>> visibleFeatures(const std::vector<std::string>& featureNames);

// Whether a group's labels rank puzzles as the built-in levels do. Two measures, because a verdict only
// moves a puzzle one class from the class it was shown as (the built-in one), so the labels' targets
// follow the built-in scores in part by construction: Spearman's rank correlation of the targets
// (labelTarget) with the built-in scores and with each visible property; and of the shifts (target minus
// built-in score: where the teacher moves puzzles) with each visible property.
struct LabelAgreement {
    bool judged = false;      // enough labels (kFewestLabelsToJudge), spread over more than one class
    double withBuiltIn = 0;   // rank correlation of the targets with the built-in scores
    VisibleProperty closest = VisibleProperty::None;   // the visible property the targets follow best
    double withClosest = 0;   // its rank correlation (its size: fewer clues may mean harder)
    VisibleProperty shiftedBy = VisibleProperty::None;   // the visible property the shifts follow best
    double shiftWithProperty = 0;                          // its rank correlation (size)
    // Judged, and the targets follow the built-in levels weakly (withBuiltIn < kAgreeingRank) or the
    // shifts follow a visible property clearly (shiftWithProperty >= kFollowedShift). Measured with
    // simulated teachers on 630 held-out 9x9 Sudoku (test_teacher_labels, 5 seeds, 20-100 labels): a
    // teacher labelling as sgt-solo's or qqwing's grader (10% of verdicts off by a class) had withBuiltIn
    // 0.81-0.99 and shifts at most 0.48; one labelling by the clue count alone withBuiltIn 0.31-0.64.
    bool disagrees = false;
    // Disagrees because of a visible property (the summary names it), or none (0).
    VisibleProperty followedProperty() const;
    bool followsVisibleProperty() const { return followedProperty() != VisibleProperty::None; }
};

constexpr int kFewestLabelsToJudge = 10;
constexpr double kAgreeingRank = 0.7;
// A disagreeing teacher's labels are said to follow a visible property when they follow it about as
// closely as the built-in levels (withClosest >= withBuiltIn - kAboutAsClose, and at least kFollowedRank),
// or when their shifts follow it (shiftWithProperty >= kFollowedShift).
constexpr double kAboutAsClose = 0.05;
constexpr double kFollowedRank = 0.3;
constexpr double kFollowedShift = 0.5;

LabelAgreement labelAgreement(const std::vector<TeacherLabel>& labels, const ScoreBands& bands, const std::vector<std::string>& featureNames);

} // namespace ps
