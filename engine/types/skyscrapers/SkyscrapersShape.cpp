#include "SkyscrapersShape.h"

#include "core/DimensionsText.h"
#include "core/EngineError.h"
#include "latin/LatinUnits.h"

namespace ps {
namespace {

[[noreturn]] void rejectParameters(const std::string& text)
{
    throw EngineError(PS_TRANSLATE("Engine", "Skyscrapers size \"%1\" is not supported: give it as NxN with N from %2 to %3, for example "
                                             "5x5; add \":V\" for heights 1 to V with empty squares (5x5:4) and \"d\" for different "
                                             "values on both diagonals too (5x5:d, 5x5:4d)."),
                      {text, std::to_string(SkyscrapersShape::kMinSide), std::to_string(SkyscrapersShape::kMaxSide)});
}

} // namespace

SkyscrapersShape::SkyscrapersShape(int sideIn, int highestIn, bool diagonalsIn) : side(sideIn), highest(highestIn), diagonals(diagonalsIn)
{
    if (side < kMinSide || side > kMaxSide)
        rejectParameters(parameters());
    if (highest < 1 || highest > side)
        throw EngineError(PS_TRANSLATE("Engine", "The heights of a %1x%1 Skyscrapers grid go from 1 up to at most %1, not up to %2."),
                          {std::to_string(side), std::to_string(highest)});
    if (diagonals && emptyPerLine() > 1)
        // A diagonal of different values holds at most one empty square; with two or more empty squares
        // in every line, what published puzzles mean there is not settled.
        throw EngineError(PS_TRANSLATE("Engine", "Different values on the diagonals are supported with at most one empty square per line, "
                                                 "not with %1 (heights 1 to %2 on a %3x%3 grid)."),
                          {std::to_string(emptyPerLine()), std::to_string(highest), std::to_string(side)});
}

SkyscrapersShape SkyscrapersShape::parse(const std::string& text)
{
    std::string size = text;
    std::string variant;
    if (const std::size_t colon = text.find(':'); colon != std::string::npos) {
        size = text.substr(0, colon);
        variant = text.substr(colon + 1);
        if (variant.empty())
            rejectParameters(text);
    }
    const std::string full = size.find_first_of("xX") == std::string::npos ? size + "x" + size : size;
    const auto dimensions = parseDimensions(full);
    if (!dimensions || dimensions->first != dimensions->second || dimensions->first < kMinSide || dimensions->first > kMaxSide)
        rejectParameters(text);
    const int n = dimensions->first;
    int highest = n;
    bool diagonals = false;
    std::size_t digits = 0;
    while (digits < variant.size() && variant[digits] >= '0' && variant[digits] <= '9')
        ++digits;
    if (digits > 0) {
        if (digits > 2)
            rejectParameters(text);
        highest = std::stoi(variant.substr(0, digits));
    }
    const std::string rest = variant.substr(digits);
    if (rest == "d" || rest == "D")
        diagonals = true;
    else if (!rest.empty())
        rejectParameters(text);
    return SkyscrapersShape(n, highest, diagonals);
}

std::string SkyscrapersShape::parameters() const
{
    std::string text = std::to_string(side) + "x" + std::to_string(side);
    if (hasEmptySquares() || diagonals)
        text += ':';
    if (hasEmptySquares())
        text += std::to_string(highest);
    if (diagonals)
        text += 'd';
    return text;
}

std::vector<std::vector<int>> SkyscrapersShape::units() const
{
    std::vector<std::vector<int>> units = LatinUnits::rowsAndColumns(side);
    if (diagonals)
        for (std::vector<int>& diagonal : LatinUnits::diagonals(side))
            units.push_back(std::move(diagonal));
    return units;
}

} // namespace ps
