#pragma once
#include "GridPresentation.h"
#include "core/Board.h"

#include <string>

namespace ps {

// What a type's boards look like, for the one painter (screen, print, images) and the studio's grid: the
// edges, corner labels and outlined units of each square, the type's fixed regions, and how values above
// 9 are written. A type's rules provide it (PuzzleRules derives from it).
class Presentation {
public:
    virtual ~Presentation() = default;

    // The fixed region a square belongs to whatever the puzzle (such as its box), or -1 where the type has
    // none: its regions, if any, come with each puzzle (presentation).
    virtual int regionOf(int cell) const
    {
        (void)cell;
        return -1;
    }
    // How a board showing `shown` (givens and entered values, with the puzzle's cages or regions) is
    // drawn: edge styles, corner labels and the outlined unit of each square. By default the squares of
    // a cage (any structure the board carries) or of a fixed region are outlined with thick lines, and
    // the board's outer clues, if any, are written outside the grid.
    virtual GridPresentation presentation(const Board& shown) const;
    // Whether values above 9 are always written as numbers (10, 11, ...), never as letters (A, B, ...):
    // types with more than 25 values (letters stop at P), and types whose values take part in arithmetic.
    virtual bool valuesAlwaysNumbers() const = 0;
    // The mark drawn for `value` instead of its number or letter (UTF-8), or "" for none: a value that
    // stands for no content, such as an empty square drawn as "×" in a line with fewer values than squares.
    virtual std::string valueMark(int value) const
    {
        (void)value;
        return {};
    }
};

} // namespace ps
