#pragma once
#include <optional>
#include <string>
#include <utility>

namespace ps {

// "RxC" (rows x columns, 'x' or 'X', each one to three digits) as {R, C}; nothing when the text is not
// of that form. Ranges are for the caller to check: a box and a whole grid allow different ones.
std::optional<std::pair<int, int>> parseDimensions(const std::string& text);

} // namespace ps
