#include "JigsawRules.h"

#include "JigsawNativeSolver.h"
#include "JigsawRegions.h"
#include "JigsawStepSolver.h"
#include "core/DimensionsText.h"
#include "core/GridSymmetries.h"
#include "solve/Z3Cells.h"
#include "types/sudoku/SudokuSolutionMaker.h"
#include "types/sudoku/SudokuSymmetries.h"

#include <deque>
#include <utility>

namespace ps {
namespace {

const char* kSideHelp = PS_TRANSLATE("Engine", "Jigsaw Sudoku size \"%1\" is not supported: give it as NxN with N from 4 to 12, for example 9x9.");

// How many layouts' rules each thread keeps (generation and rating meet a new layout with every puzzle,
// and one puzzle asks about its own layout many times in a row).
constexpr std::size_t kKeptLayouts = 8;

// `side`, or EngineError when no Jigsaw Sudoku has it.
int checkedSide(int side)
{
    if (side < JigsawRules::kMinSide || side > JigsawRules::kMaxSide)
        throw EngineError(kSideHelp, {std::to_string(side) + "x" + std::to_string(side)});
    return side;
}

} // namespace

JigsawRules::JigsawRules(int side) : side_(checkedSide(side)), plain_(SudokuShape::withRegions(side_, jigsaw_regions::rows(side_))) {}

int JigsawRules::parseSide(const std::string& parameters)
{
    if (const auto dimensions = parseDimensions(parameters)) {
        if (dimensions->first == dimensions->second && dimensions->first >= kMinSide && dimensions->first <= kMaxSide)
            return dimensions->first;
    } else if (!parameters.empty() && parameters.size() <= 2 && parameters.find_first_not_of("0123456789") == std::string::npos) {
        const int side = std::stoi(parameters);
        if (side >= kMinSide && side <= kMaxSide)
            return side;
    }
    throw EngineError(kSideHelp, {parameters});
}

EngineMessage JigsawRules::description() const
{
    return {PS_TRANSLATE("Engine", "Jigsaw Sudoku %1x%1"), {std::to_string(side_)}};
}

std::shared_ptr<const SudokuRules> JigsawRules::layoutRules(const Board& board) const
{
    if (!board.hasCages() || board.cages().empty())
        return std::shared_ptr<const SudokuRules>(std::shared_ptr<const SudokuRules>{}, &plain_);
    struct Kept {
        int side;
        Cages cages;
        std::shared_ptr<const SudokuRules> rules;
    };
    thread_local std::deque<Kept> kept;
    const Cages& cages = board.cages();
    for (const Kept& k : kept)
        if (k.side == side_ && k.cages == cages)
            return k.rules;
    const auto regionOf = jigsaw_regions::fromCages(side_, cages);
    if (!regionOf)
        return nullptr;
    auto rules = std::make_shared<const SudokuRules>(SudokuShape::withRegions(side_, *regionOf));
    kept.push_front({side_, cages, rules});
    if (kept.size() > kKeptLayouts)
        kept.pop_back();
    return rules;
}

Board JigsawRules::randomSolution(Rng& rng) const
{
    for (;;) {
        const std::vector<int> regionOf = jigsaw_regions::random(side_, rng);
        const SudokuShape shape = SudokuShape::withRegions(side_, regionOf);
        if (std::optional<Board> filling = randomFilling(shape, rng, 3)) {
            filling->setCages(jigsaw_regions::toCages(side_, regionOf));
            return *filling;
        }
    }
}

void JigsawRules::declareConstraints(Z3Cells& cells) const
{
    const SudokuShape& shape = plain_.shape();
    for (int i = 0; i < side_; ++i) {
        cells.allDifferent(shape.row(i));
        cells.allDifferent(shape.column(i));
    }
}

void JigsawRules::declareCages(Z3Cells& cells, const Cages& cages) const
{
    for (const Cage& cage : cages)
        cells.allDifferent(cage.cells);
}

std::unique_ptr<SolverBackend> JigsawRules::makeNativeSolver() const { return std::make_unique<JigsawNativeSolver>(side_); }

std::unique_ptr<StepSolver> JigsawRules::makeStepSolver() const { return std::make_unique<JigsawStepSolver>(side_); }

std::vector<BoardTransform> JigsawRules::randomSymmetries(Rng& rng) const
{
    std::vector<BoardTransform> all{sudoku_symmetry::relabel(plain_.shape(), rng)};
    for (BoardTransform& t : grid_symmetry::twinTransforms(side_, side_))
        all.push_back(std::move(t));
    return all;
}

std::optional<EngineMessage> JigsawRules::findConflict(const Board& board) const
{
    if (!fits(board))
        return plain_.findConflict(board);   // the size message
    const auto rules = layoutRules(board);
    if (!rules)
        return EngineMessage{PS_TRANSLATE("Engine", "The puzzle's regions are not %1 connected regions of %1 squares each."),
                             {std::to_string(side_)}};
    return rules->findConflict(board);
}

std::vector<int> JigsawRules::conflictingCells(const Board& board) const
{
    if (!fits(board))
        return {};
    if (const auto rules = layoutRules(board))
        return rules->conflictingCells(board);
    return plain_.conflictingCells(board);   // rows and columns at least
}

std::vector<double> JigsawRules::features(const Board& givens, const ClassifyContext& context) const
{
    const auto rules = layoutRules(givens);
    if (!rules)
        throw EngineError(PS_TRANSLATE("Engine", "The puzzle's regions are not %1 connected regions of %1 squares each."),
                          {std::to_string(side_)});
    return rules->features(givens, context);
}

std::vector<std::string> JigsawRules::featureNames() const { return plain_.featureNames(); }

std::vector<std::string> JigsawRules::featureGroups() const { return plain_.featureGroups(); }

std::optional<Difficulty> JigsawRules::difficultyFromLabel(const std::string& label, const std::string& source) const
{
    return plain_.difficultyFromLabel(label, source);
}

std::optional<double> JigsawRules::scoreFromLabel(const std::string& label, const std::string& source) const
{
    return plain_.scoreFromLabel(label, source);
}

std::optional<bool> JigsawRules::logicSolvesWithin(const Board& givens, Difficulty level) const
{
    if (!fits(givens))
        return false;
    const auto rules = layoutRules(givens);
    if (!rules)
        return false;
    return rules->logicSolvesWithin(givens, level);
}

} // namespace ps
