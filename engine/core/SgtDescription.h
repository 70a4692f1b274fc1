#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

// The pieces of sgt-puzzles game IDs that several types share. An ID reads "<params>:<description>",
// the parameters starting with one or two numbers ("9", "5x5", "3x3") and maybe letters ("9j", "3x3k").
namespace ps::sgt {

struct GameIdParts {
    std::string first;    // "3"
    std::string second;   // "3", or "" for "9j:" and "6:"
    std::string flags;    // letters after the numbers: "j", "k", "dt"...; "" for none
    std::string description;
};

// The parts of `id`, or nothing when it does not have the shape of a game ID.
std::optional<GameIdParts> splitGameId(const std::string& id);

// A grid description: 'a'..'z' is a run of 1..26 empty squares, a given is a decimal number (Numbers,
// with '_' between two adjacent givens: Solo) or one digit (Digits: Filling).
enum class Givens { Numbers, Digits };

// How many squares `description` covers, or -1 when it holds a character that does not belong there
// (`bad` then gets its index).
long long squaresCovered(const std::string& description, Givens givens, std::size_t* bad = nullptr);

// The squares' values, 0 for empty, row-major; `description` must cover exactly `count` squares (checked
// with squaresCovered first). A given above `maxValue` is returned as -1 where it stands, and the first
// such given's digits go to `tooLarge`.
std::vector<long> decodeGrid(const std::string& description, Givens givens, int count, long maxValue, std::string* tooLarge = nullptr);

// The description decodeGrid reads back (Givens::Numbers): runs of empty squares (0) as letters, each
// value as a decimal number, '_' between two values side by side.
std::string encodeGrid(const std::vector<long>& values);

// The number a string of digits stands for, or -1 when it exceeds `limit` (however many digits it has).
long long digitsValue(const std::string& digits, long long limit);

// A block structure (Solo's irregular regions and its cages): runs along the internal edges of an n x n
// grid, first the vertical edges row by row, then the horizontal ones column by column, then one more at
// the end; '_' is an edge, 'a' to 'y' that many non-edges then an edge, 'z' 25 non-edges. Squares on
// both sides of a non-edge are in one block.
struct BlockStructure {
    enum class Error { None, BadCharacter, TooManyEdges, TooFewEdges };
    Error error = Error::None;
    char bad = 0;                // the character, for BadCharacter
    std::vector<int> blockOf;    // by square: its block, numbered 0.. in the order of their first squares
    int blockCount = 0;
};
BlockStructure decodeBlocks(const std::string& description, int n);
// The description decodeBlocks reads back as `blockOf` (by square of an n x n grid, any block numbers):
// squares side by side in one block have no edge between them.
std::string encodeBlocks(const std::vector<int>& blockOf, int n);

// `text` cut to 40 characters for a message ("...").
std::string shortened(const std::string& text);

} // namespace ps::sgt
