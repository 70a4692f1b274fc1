#include "SgtDescription.h"

#include <regex>

namespace ps::sgt {

std::optional<GameIdParts> splitGameId(const std::string& id)
{
    static const std::regex shape(R"(^(\d+)(?:x(\d+))?([A-Za-z]*):(\S*)$)");
    std::smatch match;
    if (!std::regex_match(id, match, shape))
        return std::nullopt;
    return GameIdParts{match[1].str(), match[2].str(), match[3].str(), match[4].str()};
}

long long squaresCovered(const std::string& description, Givens givens, std::size_t* bad)
{
    long long squares = 0;
    for (std::size_t i = 0; i < description.size(); ++i) {
        const char c = description[i];
        if (c >= 'a' && c <= 'z') {
            squares += c - 'a' + 1;
        } else if (givens == Givens::Numbers && c == '_') {
        } else if (givens == Givens::Numbers && c >= '1' && c <= '9') {
            ++squares;
            while (i + 1 < description.size() && description[i + 1] >= '0' && description[i + 1] <= '9')
                ++i;
        } else if (givens == Givens::Digits && c >= '0' && c <= '9') {
            ++squares;
        } else {
            if (bad)
                *bad = i;
            return -1;
        }
    }
    return squares;
}

std::vector<long> decodeGrid(const std::string& description, Givens givens, int count, long maxValue, std::string* tooLarge)
{
    std::vector<long> values(static_cast<std::size_t>(count), 0);
    std::size_t index = 0;
    for (std::size_t i = 0; i < description.size() && index <= values.size(); ++i) {
        const char c = description[i];
        if (c >= 'a' && c <= 'z') {
            index += static_cast<std::size_t>(c - 'a' + 1);
        } else if (c == '_') {
        } else if (givens == Givens::Digits) {
            if (index < values.size())
                values[index] = c - '0' > maxValue ? -1 : c - '0';
            ++index;
        } else {
            std::size_t end = i + 1;
            while (end < description.size() && description[end] >= '0' && description[end] <= '9')
                ++end;
            const long long value = digitsValue(description.substr(i, end - i), maxValue);
            if (value < 0 && tooLarge && tooLarge->empty())
                *tooLarge = description.substr(i, end - i);
            if (index < values.size())
                values[index] = static_cast<long>(value);
            ++index;
            i = end - 1;
        }
    }
    return values;
}

long long digitsValue(const std::string& digits, long long limit)
{
    long long value = 0;
    for (char c : digits) {
        value = value * 10 + (c - '0');
        if (value > limit)
            return -1;
    }
    return value;
}

std::string shortened(const std::string& text)
{
    return text.size() <= 40 ? text : text.substr(0, 37) + "...";
}

} // namespace ps::sgt
