#include "FillominoShape.h"

#include "core/EngineError.h"

#include <cctype>

namespace ps {
namespace {

const char* kSizeHelp = PS_TRANSLATE("Engine",
    "Grid size \"%1\" is not supported: give it as RxC (rows x columns) with R and C from %2 to %3, "
    "for example 9x9 or 10x18.");

bool parseSide(const std::string& text, int& out)
{
    if (text.empty() || text.size() > 3)
        return false;
    out = 0;
    for (char ch : text) {
        if (!std::isdigit(static_cast<unsigned char>(ch)))
            return false;
        out = out * 10 + (ch - '0');
    }
    return true;
}

[[noreturn]] void rejectSize(const std::string& text)
{
    throw EngineError(kSizeHelp, {text, std::to_string(FillominoShape::kMinSide), std::to_string(FillominoShape::kMaxSide)});
}

} // namespace

FillominoShape::FillominoShape(int rows, int cols) : rows_(rows), cols_(cols)
{
    if (rows < kMinSide || rows > kMaxSide || cols < kMinSide || cols > kMaxSide)
        rejectSize(std::to_string(rows) + "x" + std::to_string(cols));
    neighbours_.resize(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            neighbours_[static_cast<std::size_t>(r * cols + c)] = {
                r > 0 ? (r - 1) * cols + c : kNoNeighbour,
                c > 0 ? r * cols + c - 1 : kNoNeighbour,
                c + 1 < cols ? r * cols + c + 1 : kNoNeighbour,
                r + 1 < rows ? (r + 1) * cols + c : kNoNeighbour,
            };
}

FillominoShape FillominoShape::parse(const std::string& text)
{
    std::string lowered;
    for (char ch : text)
        lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const auto x = lowered.find('x');
    int rows = 0;
    int cols = 0;
    if (x == std::string::npos || !parseSide(lowered.substr(0, x), rows) || !parseSide(lowered.substr(x + 1), cols))
        rejectSize(text);
    return FillominoShape(rows, cols);
}

std::string FillominoShape::text() const { return std::to_string(rows_) + "x" + std::to_string(cols_); }

std::string FillominoShape::cellName(int cell) const
{
    return "R" + std::to_string(cell / cols_ + 1) + "C" + std::to_string(cell % cols_ + 1);
}

} // namespace ps
