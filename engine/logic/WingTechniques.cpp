// XY-wing: a pivot {x,y} sees wings {x,z} and {y,z}; whichever value the pivot takes, one wing is z, so
// no square that sees both wings can be z.
#include "UnitTechniques.h"

#include <array>
#include <bit>
#include "core/Bits.h"

namespace ps {

std::optional<LogicStep> findXYWing(const CandidateGrid& grid)
{
    const auto twoCandidates = [&](int cell) {
        const auto m = grid.candidates(cell);   // none for a placed square
        return m != 0 && countBits(m) == 2;
    };
    for (int pivot = 0; pivot < grid.cellCount(); ++pivot) {
        if (!twoCandidates(pivot))
            continue;
        const auto xy = grid.candidates(pivot);
        // The pivot's peers with two candidates, one of them shared with the pivot: the possible wings.
        std::array<int, 96> wings{};
        int wingCount = 0;
        for (int peer : grid.peers(pivot))
            if (twoCandidates(peer) && countBits(grid.candidates(peer) & xy) == 1 && wingCount < static_cast<int>(wings.size()))
                wings[static_cast<std::size_t>(wingCount++)] = peer;
        for (int i = 0; i < wingCount; ++i) {
            const int a = wings[static_cast<std::size_t>(i)];
            const auto z = grid.candidates(a) & ~xy;           // a = {x, z}
            const auto y = xy & ~grid.candidates(a);
            for (int j = 0; j < wingCount; ++j) {
                const int b = wings[static_cast<std::size_t>(j)];
                if (b == a || grid.candidates(b) != (y | z))
                    continue;
                const int zValue = std::countr_zero(z) + 1;
                LogicStep step;
                for (int cell = 0; cell < grid.cellCount(); ++cell)
                    if (cell != a && cell != b && cell != pivot && grid.has(cell, zValue) && grid.sees(cell, a) && grid.sees(cell, b))
                        step.eliminations.push_back({cell, zValue});
                if (step.eliminations.empty())
                    continue;
                step.pattern = {pivot, a, b};
                const int x = std::countr_zero(xy & ~y) + 1;
                step.explanation = {PS_TRANSLATE("Engine", "%1 is %2 or %3: if %2, %4 is %6; if %3, %5 is %6. So no cell that sees both %4 and %5 can be %6."),
                                    {logic_text::cell(grid, pivot), logic_text::value(grid, x), logic_text::value(grid, std::countr_zero(y) + 1),
                                     logic_text::cell(grid, a), logic_text::cell(grid, b), logic_text::value(grid, zValue)}};
                return step;
            }
        }
    }
    return std::nullopt;
}

} // namespace ps
