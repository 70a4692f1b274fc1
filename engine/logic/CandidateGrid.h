#pragma once
#include "core/Board.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ps {

// A unit of the puzzle in which every value appears once: a row, a column or a box (for types
// with boxes; a plain Latin square has rows and columns only), or a main diagonal (for rules whose
// diagonals hold different values too).
struct Unit {
    // Box: a rectangular box; Region: an outlined region of another shape (the same rules, other words);
    // Diagonal: index 0 the one from the top left, 1 the one from the top right.
    enum class Kind { Row, Column, Box, Region, Diagonal };
    Kind kind = Kind::Row;
    int index = 0;            // 0-based row, column or box number
    std::vector<int> cells;
    bool isBlock() const { return kind == Kind::Box || kind == Kind::Region; }
};

// The pencil-mark state a human keeps while solving a square grid whose units each hold every value
// 1..size once: placed values, and for every empty square the values it may still take. Placing a value
// removes it from the square's peers.
class CandidateGrid {
public:
    using Mask = std::uint32_t;

    // What every grid of one size and set of units shares: the units, and each square's units and peers.
    struct Layout {
        int size = 0;
        bool hasBoxes = false;
        std::vector<Unit> units;
        std::vector<std::vector<int>> unitsOf;
        std::vector<std::vector<int>> peers;   // sorted
    };
    // `units` cover the size x size grid.
    static std::shared_ptr<const Layout> makeLayout(int size, std::vector<Unit> units);

    // `units` cover the size x size grid; the givens of `givens` are placed.
    CandidateGrid(int size, std::vector<Unit> units, const Board& givens);
    // The same from a layout made once (a solver makes many grids of one layout).
    CandidateGrid(std::shared_ptr<const Layout> layout, const Board& givens);

    // The rows (kind Row, index r) then the columns of a size x size grid.
    static std::vector<Unit> lineUnits(int size);

    int size() const { return size_; }
    int cellCount() const { return size_ * size_; }
    int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
    Mask candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
    bool has(int cell, int value) const { return candidates(cell) & bit(value); }
    static Mask bit(int value) { return Mask{1} << (value - 1); }

    const std::vector<Unit>& units() const { return layout_->units; }
    const std::vector<int>& unitsOf(int cell) const { return layout_->unitsOf[static_cast<std::size_t>(cell)]; }
    const std::vector<int>& peers(int cell) const { return layout_->peers[static_cast<std::size_t>(cell)]; }
    bool sees(int a, int b) const;   // share a unit
    bool hasBoxes() const { return layout_->hasBoxes; }
    // Explanations write 10, 11, ... instead of A, B, ... (for types whose values take part in arithmetic).
    bool numbersAboveNine() const { return numbersAboveNine_; }
    void setNumbersAboveNine(bool numbers) { numbersAboveNine_ = numbers; }
    // Explanations write `mark` for `value` (a value the grid draws as a mark: an empty square
    // ×, Presentation::valueMark); `mark` must outlive the grid (a literal). 0: none.
    int markedValue() const { return markedValue_; }
    const char* valueMark() const { return valueMark_; }
    void setValueMark(int value, const char* mark) { markedValue_ = value; valueMark_ = mark; }
    // Whether the steps found in this grid get their explanation text (off where only the steps' counts
    // are read: difficulty features, which file thousands of boards during targeted generation).
    bool explaining() const { return explaining_; }
    void setExplaining(bool explaining) { explaining_ = explaining; }

    void place(int cell, int value);
    void eliminate(int cell, int value);

    // For unit `unit` (an index into units()): entry v (1..size) holds the squares where v is a candidate,
    // as bits of positions in the unit's cells; entry 0 holds the values placed in the unit, as a mask.
    // Worked out on first use after a change, so the techniques that scan one grid share it.
    const Mask* placesInUnit(int unit) const;

    bool isSolved() const;
    // An empty square with no candidate left, or a value with no place left in a unit.
    bool isBroken() const;
    Board board() const;

    static std::string cellName(int size, int cell);   // "R4C7"

private:
    int size_;
    bool numbersAboveNine_ = false;
    int markedValue_ = 0;
    const char* valueMark_ = nullptr;
    bool explaining_ = true;
    std::vector<int> values_;
    std::vector<Mask> candidates_;
    int empty_ = 0;                                // squares without a value
    std::uint32_t version_ = 1;                    // changes with every place() and eliminate()
    mutable std::vector<Mask> places_;              // placesInUnit(), size + 1 entries per unit
    mutable std::vector<std::uint32_t> placesVersion_;   // per unit: the version its entries were worked out for
    std::shared_ptr<const Layout> layout_;
};

} // namespace ps
