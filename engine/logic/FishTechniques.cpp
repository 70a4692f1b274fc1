// X-wing (2 lines) and swordfish (3 lines): a value confined to the same k columns in k rows (or the
// other way round) cannot appear elsewhere in those columns.
#include "logic/Combinations.h"
#include "UnitTechniques.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>
#include "core/Bits.h"

namespace ps {

std::optional<LogicStep> findFish(const CandidateGrid& grid, int size)
{
    using Mask = CandidateGrid::Mask;
    const int n = grid.size();
    // placesIn[0][v][r]: the columns of row r where v is a candidate; placesIn[1][v][c]: the rows of column c.
    // (A line where v is placed has none: placing takes v from the line.)
    std::vector<Mask> placesIn(static_cast<std::size_t>(2 * (n + 1) * n), 0);
    const auto places = [&](bool rowsAsBase, int v, int line) -> Mask& {
        return placesIn[static_cast<std::size_t>(((rowsAsBase ? 0 : 1) * (n + 1) + v) * n + line)];
    };
    for (int cell = 0; cell < grid.cellCount(); ++cell)
        for (Mask m = grid.candidates(cell); m; m &= m - 1) {
            const int v = std::countr_zero(m) + 1;
            places(true, v, cell / n) |= Mask{1} << (cell % n);
            places(false, v, cell % n) |= Mask{1} << (cell / n);
        }
    for (bool rowsAsBase : {true, false}) {
        const auto cellAt = [&](int line, int k) { return rowsAsBase ? line * n + k : k * n + line; };
        for (int v = 1; v <= n; ++v) {
            std::array<int, 32> lines{};    // base lines with 2..size places for v
            std::array<Mask, 32> crossOf{}; // for each: the cross lines of those places
            int lineCount = 0;
            for (int line = 0; line < n; ++line) {
                const Mask cross = places(rowsAsBase, v, line);
                const int count = countBits(cross);
                if (count >= 2 && count <= size) {
                    lines[static_cast<std::size_t>(lineCount)] = line;
                    crossOf[static_cast<std::size_t>(lineCount++)] = cross;
                }
            }
            std::optional<LogicStep> found;
            forEachCombination(lineCount, size, [&](std::span<const int> pick) {
                Mask cross = 0;
                Mask base = 0;
                for (int i : pick) {
                    cross |= crossOf[static_cast<std::size_t>(i)];
                    base |= Mask{1} << lines[static_cast<std::size_t>(i)];
                }
                if (countBits(cross) != size)
                    return false;
                LogicStep step;
                Mask done = 0;   // cross lines in the order the base lines name them (the order the eliminations are listed in)
                for (int i : pick) {
                    for (Mask rest = crossOf[static_cast<std::size_t>(i)] & ~done; rest; rest &= rest - 1) {
                        const int k = std::countr_zero(rest);
                        done |= Mask{1} << k;
                        for (int line = 0; line < n; ++line) {
                            const int cell = cellAt(line, k);
                            if (!grid.has(cell, v))
                                continue;
                            if (base & (Mask{1} << line))
                                step.pattern.push_back(cell);
                            else
                                step.eliminations.push_back({cell, v});
                        }
                    }
                }
                if (step.eliminations.empty())
                    return false;
                std::sort(step.pattern.begin(), step.pattern.end());
                const auto numbers = [](Mask lineSet) {
                    std::string text;
                    for (; lineSet; lineSet &= lineSet - 1)
                        text += (text.empty() ? "" : ", ") + std::to_string(std::countr_zero(lineSet) + 1);
                    return text;
                };
                step.explanation = {rowsAsBase ? PS_TRANSLATE("Engine", "In rows %1, the value %2 can only go in columns %3, so those columns have no other %2.")
                                               : PS_TRANSLATE("Engine", "In columns %1, the value %2 can only go in rows %3, so those rows have no other %2."),
                                    {grid.explaining() ? numbers(base) : std::string(), logic_text::value(grid, v),
                                     grid.explaining() ? numbers(cross) : std::string()}};
                found = std::move(step);
                return true;
            });
            if (found)
                return found;
        }
    }
    return std::nullopt;
}

} // namespace ps
