#pragma once
#include "types/PuzzleFormat.h"

namespace ps {

// Fillomino as text: plain rows of values in grid text, and sgt-filling's game IDs "WxH:<description>"
// (W columns, H rows; each given one digit).
class FillominoFormat : public PuzzleFormat {
public:
    std::string gameIdProgram() const override { return "sgt-filling"; }
    std::string gameIdName() const override;
    IdFit fitsGameId(const std::string& id) const override;
    GameIdPuzzle readGameId(const std::string& id) const override;
    bool writesGameIds() const override { return true; }
    // "" for a board with a given above 9, which an sgt-filling ID cannot hold.
    std::string writeGameId(const Board& board) const override;
};

} // namespace ps
