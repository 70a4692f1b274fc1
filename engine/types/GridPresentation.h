#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace ps {

// How the edge between two neighbouring squares is drawn: a thin line, or a thick one between regions or
// cages (boxes, arithmetic cages, irregular regions).
enum class EdgeStyle : std::uint8_t { Thin, Thick };

// A sign drawn on the edge between two neighbouring squares (an inequality): the square is
// smaller or larger than its neighbour to the right (drawn "<", ">") or below (drawn "^", "v").
enum class EdgeSign : std::uint8_t { None, Less, Greater };

// What a puzzle looks like, described by its type so that one painter draws every type on screen, in
// print, PDF, PNG, SVG, in the harvest previews and in the guide. Every vector is per square, row-major.
struct GridPresentation {
    int rows = 0;
    int cols = 0;
    std::vector<EdgeStyle> right;       // the edge to the right of a square (unused in the last column)
    std::vector<EdgeStyle> below;       // the edge below a square (unused in the last row)
    std::vector<std::string> labels;    // a small label in the square's top-left corner ("12+"), "" none
    std::vector<int> region;            // the unit a square's outline belongs to (for highlights), -1 none
    // Cages drawn as a dashed outline just inside the squares' borders, over thin and thick lines alike
    // (sum cages that lie inside boxes): the cage of each square, -1 none. Squares with the same number
    // are outlined together.
    std::vector<int> dashedCage;
    // Clues outside the grid (visibility counts), by OuterClues slot (top columns, bottom columns, left
    // rows, right rows), "" none; empty when the board has none. Any type may ask for this outer ring:
    // the painter then leaves one square's width around the grid for it. `outerDone`: the clue is drawn
    // grey (its line is finished).
    std::vector<std::string> outer;
    std::vector<char> outerDone;
    // Signs on the edge to the right of a square and below it (empty: no signs at all).
    std::vector<EdgeSign> rightSign;
    std::vector<EdgeSign> belowSign;
    // Both main diagonals are units of the rules (each holds every value once, a variant of some types):
    // their squares are shaded lightly, as published diagonal puzzles show them.
    bool diagonals = false;

    GridPresentation() = default;
    GridPresentation(int rowCount, int colCount)
        : rows(rowCount), cols(colCount), right(static_cast<std::size_t>(rowCount * colCount), EdgeStyle::Thin),
          below(right), labels(right.size()), region(right.size(), -1), dashedCage(right.size(), -1)
    {
    }
    bool anySign() const { return !rightSign.empty() || !belowSign.empty(); }
    bool anyLabel() const
    {
        for (const std::string& label : labels)
            if (!label.empty())
                return true;
        return false;
    }
    bool hasOuterRing() const { return !outer.empty(); }
    // Thick wherever `region` changes between neighbours (both in a region).
    void outlineRegions()
    {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                const int i = r * cols + c;
                if (c + 1 < cols && region[i] != region[i + 1])
                    right[i] = EdgeStyle::Thick;
                if (r + 1 < rows && region[i] != region[i + cols])
                    below[i] = EdgeStyle::Thick;
            }
    }
};

} // namespace ps
