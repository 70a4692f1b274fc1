#include "DimensionsText.h"

#include <cctype>

namespace ps {
namespace {

bool parseSmallNumber(const std::string& text, int& out)
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

} // namespace

std::optional<std::pair<int, int>> parseDimensions(const std::string& text)
{
    std::string lowered;
    for (char ch : text)
        lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const auto x = lowered.find('x');
    int rows = 0;
    int cols = 0;
    if (x == std::string::npos || !parseSmallNumber(lowered.substr(0, x), rows) || !parseSmallNumber(lowered.substr(x + 1), cols))
        return std::nullopt;
    return std::make_pair(rows, cols);
}

} // namespace ps
