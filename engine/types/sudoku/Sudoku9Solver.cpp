#include "Sudoku9Solver.h"

#include "core/EngineError.h"

#include <vector>

namespace ps {

void Sudoku9Solver::read(const Board& board, std::array<std::uint8_t, 81>& values) const
{
    requireFits(board, 9, 9, 9);
    for (int cell = 0; cell < 81; ++cell)
        values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(board.at(cell));
}

SolveResult Sudoku9Solver::countSolutions(const Board& givens, int limit)
{
    std::array<std::uint8_t, 81> values{};
    read(givens, values);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    SolveResult result;
    if (search_.load(values.data())) {
        std::vector<std::uint8_t> found(static_cast<std::size_t>(81 * limit));
        const long nodeLimit = countBudget_ > 0 ? nodesBefore + countBudget_ : 0;
        result.stopped = !search_.search(limit, found.data(), nodeLimit, cancel_);
        result.count = search_.solutionCount();
        for (int k = 0; k < result.count; ++k) {
            Board solution(9, 9);
            for (int cell = 0; cell < 81; ++cell)
                solution.set(cell, found[static_cast<std::size_t>(81 * k + cell)]);
            result.solutions.push_back(std::move(solution));
        }
    }
    result.stats.checks = 1;
    result.stats.searchNodes = search_.nodes() - nodesBefore;
    result.stats.seconds = secondsSince(start);
    totals_ += result.stats;
    return result;
}

bool Sudoku9Solver::canTakeOtherThan(int cell, int value) const
{
    for (int digit = 1; digit <= 9; ++digit)
        if (digit != value && search_.allows(cell, digit))
            return true;
    return false;
}

bool Sudoku9Solver::hasSolutionOtherThan(const Board& givens, const Board& reference)
{
    std::array<std::uint8_t, 81> values{};
    std::array<std::uint8_t, 81> referenceValues{};
    read(reference, referenceValues);
    read(givens, values);
    if (!reference.isFull() || !givens.agreesWith(reference))
        return SolverBackend::hasSolutionOtherThan(givens, reference);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    const long nodeLimit = budget_ > 0 ? nodesBefore + budget_ : 0;

    bool other = false;
    // `base`: the puzzle with the squares already asked about fixed to the reference, propagated.
    if (search_.load(values.data()) && search_.propagate()) {
        Sudoku9Search::State base = search_.loadedState();
        for (int cell : knownUnique_.squaresToDiffer(givens, reference)) {
            const int value = reference.at(cell);
            if (!canTakeOtherThan(cell, value))
                continue;   // the square cannot differ
            search_.eliminate(cell, value);
            if (!search_.search(1, nullptr, nodeLimit, cancel_) || search_.solutionCount() > 0) {
                other = true;   // another solution, or no proof there is none
                break;
            }
            search_.restore(base);
            if (!search_.place(cell, value) || !search_.propagate())
                break;   // cannot happen: the reference is a solution
            base = search_.loadedState();
        }
    }
    if (!other)
        knownUnique_.provenUnique(givens);
    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start)};
    return other;
}

std::optional<bool> Sudoku9Solver::hasSolutionDifferingAt(const Board& givens, const Board& reference, int square)
{
    std::array<std::uint8_t, 81> values{};
    std::array<std::uint8_t, 81> referenceValues{};
    read(reference, referenceValues);
    read(givens, values);
    requireSquareTest(givens, reference, square);
    const auto start = std::chrono::steady_clock::now();
    const long nodesBefore = search_.nodes();
    std::optional<bool> answer = false;   // no solution at all, or none that differs there
    if (search_.load(values.data()) && search_.propagate() && canTakeOtherThan(square, reference.at(square))) {
        search_.eliminate(square, reference.at(square));
        if (!search_.search(1, nullptr, budget_ > 0 ? nodesBefore + budget_ : 0, cancel_))
            answer = std::nullopt;
        else
            answer = search_.solutionCount() > 0;
    }
    totals_ += SolveStats{1, search_.nodes() - nodesBefore, secondsSince(start)};
    return answer;
}

} // namespace ps
