#include "CagesText.h"
#include "TextTokens.h"

#include "Board.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <sstream>

namespace ps {
namespace {



bool isBlank(const std::string& token) { return token == "-" || token == "."; }

// The squares of `cells` (ascending) are connected side by side.
bool connected(const std::vector<int>& cells, int cols)
{
    std::vector<int> reached{cells.front()};
    for (std::size_t next = 0; next < reached.size(); ++next) {
        const int cell = reached[next];
        for (int other : cells) {
            const bool beside = (std::abs(other / cols - cell / cols) + std::abs(other % cols - cell % cols)) == 1;
            if (beside && std::find(reached.begin(), reached.end(), other) == reached.end())
                reached.push_back(other);
        }
    }
    return reached.size() == cells.size();
}

std::vector<std::vector<std::string>> grid(const std::vector<std::string>& lines, int rows, int cols, const char* what)
{
    if (static_cast<int>(lines.size()) != rows)
        throw EngineError(PS_TRANSLATE("Engine", "The %1 block has %n row(s); the grid has %2.", nullptr, lines.size()),
                          {what, std::to_string(rows)}, static_cast<int>(lines.size()));
    std::vector<std::vector<std::string>> out;
    for (int r = 0; r < rows; ++r) {
        out.push_back(splitWords(lines[static_cast<std::size_t>(r)]));
        if (static_cast<int>(out.back().size()) != cols)
            throw EngineError(PS_TRANSLATE("Engine", "Row %1 of the %2 block has %n entries; the grid has %3 columns.", nullptr, out.back().size()),
                              {std::to_string(r + 1), what, std::to_string(cols)}, static_cast<int>(out.back().size()));
    }
    return out;
}

} // namespace

std::optional<std::pair<CageOperation, long>> parseCageClue(const std::string& token)
{
    std::size_t digits = 0;
    while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
        ++digits;
    if (digits == 0 || digits > 9 || token.size() > digits + 1)
        return std::nullopt;
    const long target = std::stol(token.substr(0, digits));
    if (target <= 0)
        return std::nullopt;
    if (digits == token.size())
        return std::pair{CageOperation::Given, target};
    switch (token[digits]) {
    case '+': return std::pair{CageOperation::Add, target};
    case '-': return std::pair{CageOperation::Subtract, target};
    case '*':
    case 'x':
    case 'X': return std::pair{CageOperation::Multiply, target};
    case '/':
    case ':': return std::pair{CageOperation::Divide, target};
    default: return std::nullopt;
    }
}

std::vector<std::string> formatCagesText(const Cages& cages, int rows, int cols)
{
    std::vector<std::string> clue(static_cast<std::size_t>(rows * cols), ".");
    std::vector<std::string> label(static_cast<std::size_t>(rows * cols), "0");
    for (std::size_t i = 0; i < cages.size(); ++i) {
        const Cage& cage = cages[i];
        if (cage.operation != CageOperation::None)
            clue[static_cast<std::size_t>(cage.cells.front())] = cageClue(cage);
        for (int cell : cage.cells)
            label[static_cast<std::size_t>(cell)] = std::to_string(i + 1);
    }
    const auto width = [&](const std::vector<std::string>& texts, int col) {
        std::size_t w = 1;
        for (int r = 0; r < rows; ++r)
            w = std::max(w, texts[static_cast<std::size_t>(r * cols + col)].size());
        return w;
    };
    std::vector<std::string> lines;
    for (const auto* texts : {&clue, &label})
        for (int r = 0; r < rows; ++r) {
            std::string line;
            for (int c = 0; c < cols; ++c) {
                const std::string& text = (*texts)[static_cast<std::size_t>(r * cols + c)];
                if (c > 0)
                    line += ' ';
                line += text;
                if (c + 1 < cols)
                    line += std::string(width(*texts, c) - text.size(), ' ');
            }
            lines.push_back(line);
        }
    return lines;
}

Cages parseCagesText(const std::vector<std::string>& clueRows, const std::vector<std::string>& labelRows, int rows, int cols)
{
    const auto clues = grid(clueRows, rows, cols, "clue");
    const auto labels = grid(labelRows, rows, cols, "cage");
    std::map<std::string, std::size_t> indexOf;
    Cages cages;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::string& name = labels[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            const auto [at, added] = indexOf.emplace(name, cages.size());
            if (added)
                cages.push_back({});
            cages[at->second].cells.push_back(r * cols + c);
        }
    std::vector<bool> clued(cages.size(), false);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const std::string& token = clues[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (isBlank(token))
                continue;
            const auto parsed = parseCageClue(token);
            if (!parsed)
                throw EngineError(PS_TRANSLATE("Engine", "%1: \"%2\" is not a cage clue (write 12+, 2-, 6* or 6x, 3/ or 3:, a number alone "
                                                         "for a one-square cage, or - where there is none)."),
                                  {squareName(r * cols + c, cols), token});
            const std::size_t index = indexOf.at(labels[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
            if (clued[index])
                throw EngineError(PS_TRANSLATE("Engine", "%1: its cage already has a clue; a cage shows one."), {squareName(r * cols + c, cols)});
            clued[index] = true;
            cages[index].operation = parsed->first;
            cages[index].target = parsed->second;
        }
    for (std::size_t i = 0; i < cages.size(); ++i) {
        Cage& cage = cages[i];
        const int first = cage.cells.front();
        const std::string where = squareName(first, cols);
        if (!connected(cage.cells, cols))
            throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 has squares that do not touch: give each cage its own label."), {where});
        if (!clued[i])
            throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 has no clue."), {where});
        if (cage.operation == CageOperation::Given && cage.cells.size() != 1)
            cage.operation = CageOperation::Hidden;   // a number without an operation on several squares
        if ((cage.operation == CageOperation::Subtract || cage.operation == CageOperation::Divide) && cage.cells.size() != 2)
            throw EngineError(PS_TRANSLATE("Engine", "The cage at %1 has %n square(s), but - and / take exactly two.", nullptr, cage.cells.size()),
                              {where}, static_cast<int>(cage.cells.size()));
    }
    normalize(cages);
    return cages;
}

} // namespace ps
