#include "KenKenGameId.h"

#include "KenKenRules.h"
#include "core/EngineError.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace ps {
namespace {

// Union-find over the squares; a cage is a class, its first square the class's smallest index.
struct Classes {
    explicit Classes(int count) : parent(static_cast<std::size_t>(count)) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int a)
    {
        while (parent[static_cast<std::size_t>(a)] != a)
            a = parent[static_cast<std::size_t>(a)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(a)])];
        return a;
    }
    void join(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
    }
    std::vector<int> parent;
};

[[noreturn]] void bad(const std::string& id, const char* what)
{
    throw EngineError(PS_TRANSLATE("Engine", "\"%1\" is not a Keen game ID: %2"), {id.size() > 40 ? id.substr(0, 40) + "..." : id, what});
}

// The two squares on either side of internal edge `edge` of an n x n grid.
std::pair<int, int> squaresBeside(int n, int edge)
{
    const int perLine = n - 1;
    if (edge < n * perLine) {
        const int row = edge / perLine;
        const int col = edge % perLine;
        return {row * n + col, row * n + col + 1};
    }
    const int col = edge / perLine - n;
    const int row = edge % perLine;
    return {row * n + col, (row + 1) * n + col};
}

// The number at `at` (every digit is read); past a billion it is returned as a billion and one.
long number(const std::string& text, std::size_t& at)
{
    long value = 0;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
        value = std::min<long>(value * 10 + (text[at++] - '0'), 1'000'000'001);
    }
    return value;
}

} // namespace

bool looksLikeKeenGameId(const std::string& id)
{
    const auto colon = id.find(':');
    return colon != std::string::npos && colon > 0 && id.find(',', colon) != std::string::npos &&
           std::all_of(id.begin(), id.begin() + static_cast<std::ptrdiff_t>(colon), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

Board parseKeenGameId(const std::string& id)
{
    if (!looksLikeKeenGameId(id))
        bad(id, PS_TRANSLATE("Engine", "it is written N:<blocks>,<clues>."));
    std::size_t at = 0;
    const long side = number(id, at);
    if (side < KenKenRules::kMinSide || side > KenKenRules::kMaxSide)
        bad(id, PS_TRANSLATE("Engine", "a KenKen grid here is 3x3 to 12x12."));
    const int n = static_cast<int>(side);
    ++at;   // ':'
    Classes cages(n * n);
    const int edges = 2 * n * (n - 1);
    int edge = 0;
    while (at < id.size() && id[at] != ',') {
        const char symbol = id[at++];
        if (symbol != '_' && (symbol < 'a' || symbol > 'z'))
            bad(id, PS_TRANSLATE("Engine", "its cage layout holds a character other than _ and a to z."));
        long repeat = 1;
        if (at < id.size() && std::isdigit(static_cast<unsigned char>(id[at])))
            repeat = number(id, at);
        for (long r = 0; r < repeat; ++r) {
            const int inside = symbol == '_' ? 0 : symbol - 'a' + 1 - (symbol == 'z' ? 1 : 0);
            for (int k = 0; k < inside; ++k, ++edge) {
                if (edge >= edges)
                    bad(id, PS_TRANSLATE("Engine", "its cage layout runs past the grid's edges."));
                const auto [a, b] = squaresBeside(n, edge);
                cages.join(a, b);
            }
            if (symbol != 'z' && ++edge > edges + 1)   // the edge between two cages; the last one closes the layout
                bad(id, PS_TRANSLATE("Engine", "its cage layout runs past the grid's edges."));
        }
    }
    if (edge != edges + 1)
        bad(id, PS_TRANSLATE("Engine", "its cage layout stops before the grid's last edge."));
    if (at >= id.size())
        bad(id, PS_TRANSLATE("Engine", "the clues after the comma are missing."));
    ++at;   // ','
    Board puzzle(n, n);
    Cages out;
    std::vector<int> cageOf(static_cast<std::size_t>(n * n), -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int first = cages.find(cell);
        if (first == cell) {
            cageOf[static_cast<std::size_t>(cell)] = static_cast<int>(out.size());
            out.push_back({});
        }
        out[static_cast<std::size_t>(cageOf[static_cast<std::size_t>(first)])].cells.push_back(cell);
    }
    for (Cage& cage : out) {
        if (at >= id.size())
            bad(id, PS_TRANSLATE("Engine", "it has fewer clues than cages."));
        const char op = id[at++];
        if (at >= id.size() || !std::isdigit(static_cast<unsigned char>(id[at])))
            bad(id, PS_TRANSLATE("Engine", "a clue is a, s, m or d followed by its target."));
        cage.target = number(id, at);
        if (cage.target < 1)
            bad(id, PS_TRANSLATE("Engine", "a clue's target is at least 1."));
        if (cage.target > 1'000'000'000)
            bad(id, PS_TRANSLATE("Engine", "a clue's target is too large for any cage."));
        if (cage.cells.size() == 1) {
            if (cage.target < 1 || cage.target > n)
                bad(id, PS_TRANSLATE("Engine", "a one-square cage shows a value outside the grid's range."));
            cage.operation = CageOperation::Given;
            puzzle.set(cage.cells.front(), static_cast<CellValue>(cage.target));
            continue;
        }
        switch (op) {
        case 'a': cage.operation = CageOperation::Add; break;
        case 'm': cage.operation = CageOperation::Multiply; break;
        case 's': cage.operation = CageOperation::Subtract; break;
        case 'd': cage.operation = CageOperation::Divide; break;
        default: bad(id, PS_TRANSLATE("Engine", "a clue is a, s, m or d followed by its target."));
        }
        if ((op == 's' || op == 'd') && cage.cells.size() != 2)
            bad(id, PS_TRANSLATE("Engine", "a subtraction or division cage has exactly two squares."));
    }
    if (at != id.size())
        bad(id, PS_TRANSLATE("Engine", "it has more clues than cages."));
    puzzle.setCages(std::move(out));
    return puzzle;
}

} // namespace ps
