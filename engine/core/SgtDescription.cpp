#include "SgtDescription.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace ps::sgt {

std::optional<GameIdParts> splitGameId(const std::string& id)
{
    // The shape ^(\d+)(?:x(\d+))?([A-Za-z]*):(\S*)$ read by hand: building a std::regex took a quarter of
    // a millisecond, a tenth of what `rate` spends before its first puzzle. Every part is forced (digits,
    // letters and ':' exclude each other), so no reading but this one can match.
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    const auto isLetter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'; };
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < id.size() && isDigit(id[i]))
            ++i;
        return id.substr(start, i - start);
    };
    GameIdParts parts;
    parts.first = digits();
    if (parts.first.empty())
        return std::nullopt;
    if (i + 1 < id.size() && id[i] == 'x' && isDigit(id[i + 1])) {   // "x" and digits: the second number ("9x:" has none)
        ++i;
        parts.second = digits();
    }
    const std::size_t flagsStart = i;
    while (i < id.size() && isLetter(id[i]))
        ++i;
    parts.flags = id.substr(flagsStart, i - flagsStart);
    if (i >= id.size() || id[i] != ':')
        return std::nullopt;
    parts.description = id.substr(i + 1);
    if (std::any_of(parts.description.begin(), parts.description.end(), isSpace))
        return std::nullopt;
    return parts;
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

namespace {

int findRoot(std::vector<int>& parent, int cell)
{
    while (parent[static_cast<std::size_t>(cell)] != cell) {
        parent[static_cast<std::size_t>(cell)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(cell)])];
        cell = parent[static_cast<std::size_t>(cell)];
    }
    return cell;
}

// The two squares on either side of internal edge `edge` of an n x n grid, in sgt-solo's order.
std::pair<int, int> squaresBeside(int edge, int n)
{
    const int vertical = n * (n - 1);
    if (edge < vertical) {
        const int y = edge / (n - 1);
        const int x = edge % (n - 1);
        return {y * n + x, y * n + x + 1};
    }
    const int e = edge - vertical;
    const int x = e / (n - 1);
    const int y = e % (n - 1);
    return {y * n + x, (y + 1) * n + x};
}

} // namespace

BlockStructure decodeBlocks(const std::string& description, int n)
{
    BlockStructure out;
    const int cells = n * n;
    const int edges = 2 * n * (n - 1);
    std::vector<int> parent(static_cast<std::size_t>(cells));
    std::iota(parent.begin(), parent.end(), 0);
    int at = 0;   // the next edge; the walk ends on the one virtual edge after the last, edges + 1 in all
    const auto join = [&](int edge) {
        if (edge >= edges)
            return;
        const auto [a, b] = squaresBeside(edge, n);
        parent[static_cast<std::size_t>(findRoot(parent, a))] = findRoot(parent, b);
    };
    for (const char c : description) {
        int run = 0;
        bool edgeAfter = true;
        if (c == '_')
            run = 0;
        else if (c >= 'a' && c <= 'y')
            run = c - 'a' + 1;
        else if (c == 'z')
            run = 25, edgeAfter = false;
        else {
            out.error = BlockStructure::Error::BadCharacter;
            out.bad = c;
            return out;
        }
        for (int k = 0; k < run; ++k)
            join(at++);
        if (edgeAfter)
            ++at;
        if (at > edges + 1) {
            out.error = BlockStructure::Error::TooManyEdges;
            return out;
        }
    }
    if (at != edges + 1) {
        out.error = BlockStructure::Error::TooFewEdges;
        return out;
    }
    std::map<int, int> blockOfRoot;
    out.blockOf.resize(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
        const auto [it, added] = blockOfRoot.emplace(findRoot(parent, cell), static_cast<int>(blockOfRoot.size()));
        out.blockOf[static_cast<std::size_t>(cell)] = it->second;
    }
    out.blockCount = static_cast<int>(blockOfRoot.size());
    return out;
}

std::string encodeGrid(const std::vector<long>& values)
{
    std::string out;
    int run = 0;
    bool valueBefore = false;
    for (long value : values) {
        if (value == 0) {
            if (++run == 26) {
                out += 'z';
                run = 0;
            }
            valueBefore = false;
            continue;
        }
        if (run > 0)
            out += static_cast<char>('a' + run - 1);
        else if (valueBefore)
            out += '_';
        run = 0;
        out += std::to_string(value);
        valueBefore = true;
    }
    if (run > 0)
        out += static_cast<char>('a' + run - 1);
    return out;
}

std::string encodeBlocks(const std::vector<int>& blockOf, int n)
{
    const int edges = 2 * n * (n - 1);
    std::string out;
    int run = 0;   // non-edges since the last edge written
    for (int edge = 0; edge <= edges; ++edge) {
        bool joined = false;
        if (edge < edges) {
            const auto [a, b] = squaresBeside(edge, n);
            joined = blockOf[static_cast<std::size_t>(a)] == blockOf[static_cast<std::size_t>(b)];
        }
        if (joined) {
            if (++run == 25) {
                out += 'z';   // 25 non-edges, no edge after them
                run = 0;
            }
            continue;
        }
        out += run == 0 ? '_' : static_cast<char>('a' + run - 1);
        run = 0;
    }
    return out;
}

} // namespace ps::sgt
