#include "Sudoku9Search.h"

#include <bit>

// The search is compiled once per instruction-set level and picked when the program starts (GCC's
// function multi-versioning), so packaged builds for plain x86-64 still use popcnt, BMI and AVX2 where the
// processor has them.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PS_DISPATCH_BY_CPU __attribute__((target_clones("arch=x86-64-v3", "arch=x86-64-v2", "default")))
#else
#define PS_DISPATCH_BY_CPU
#endif
#define PS_INLINE inline __attribute__((always_inline))

namespace ps {
namespace {

using Word = std::uint32_t;
using State = Sudoku9Search::State;

constexpr Word kBand = (Word{1} << 27) - 1;
constexpr Word kRow = 0x1FF;

struct Tables {
    std::uint8_t triadsOfRow[512];    // which of a row's three triads (boxes) hold a bit
    std::uint16_t matchedTriads[512]; // of 9 triads (row * 3 + box) holding a digit, those on a row-to-box matching
    Word triadSquares[512];           // the squares of a set of triads, as a band word
    Word rowAndBoxPeers[27];          // a band square's other squares in its row and box
    Word columnSquares[27];           // the three squares of a band square's column
};

constexpr Tables makeTables()
{
    Tables t{};
    for (int row = 0; row < 512; ++row)
        t.triadsOfRow[row] = static_cast<std::uint8_t>(((row & 7) ? 1 : 0) | ((row & 070) ? 2 : 0) | ((row & 0700) ? 4 : 0));
    constexpr int matchings[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int triads = 0; triads < 512; ++triads) {
        int on = 0;
        for (const auto& boxOfRow : matchings) {
            int used = 0;
            for (int row = 0; row < 3; ++row)
                used |= 1 << (row * 3 + boxOfRow[row]);
            if ((triads & used) == used)
                on |= used;
        }
        t.matchedTriads[triads] = static_cast<std::uint16_t>(on);
        Word squares = 0;
        for (int k = 0; k < 9; ++k)
            if (triads & (1 << k))
                squares |= Word{7} << (9 * (k / 3) + 3 * (k % 3));
        t.triadSquares[triads] = squares;
    }
    for (int square = 0; square < 27; ++square) {
        const int row = square / 9;
        const int col = square % 9;
        Word peers = 0;
        for (int other = 0; other < 27; ++other)
            if (other != square && (other / 9 == row || other % 9 / 3 == col / 3))
                peers |= Word{1} << other;
        t.rowAndBoxPeers[square] = peers;
        t.columnSquares[square] = (Word{1} << col) | (Word{1} << (col + 9)) | (Word{1} << (col + 18));
    }
    return t;
}

constexpr Tables kTables = makeTables();

// Places digit `d` (0..8) on band square `bit` of band `b`: the digit leaves the square's row, box and
// column, and the other digits leave the square.
PS_INLINE void placeBit(State& s, int d, int b, Word bit)
{
    const int square = std::countr_zero(bit);
    for (int digit = 0; digit < 9; ++digit)
        s.digitBand[static_cast<std::size_t>(digit * 3 + b)] &= ~bit;
    Word* own = &s.digitBand[static_cast<std::size_t>(d * 3)];
    const Word column = kTables.columnSquares[square];
    own[0] &= ~column;
    own[1] &= ~column;
    own[2] &= ~column;
    own[b] |= bit;
    own[b] &= ~kTables.rowAndBoxPeers[square];
    s.unplaced[static_cast<std::size_t>(b)] &= ~bit;
}

// The band matching and row singles of every word that changed since it was last seen, until none did.
PS_INLINE bool matchBands(State& s)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < 27; ++i) {
            Word w = s.digitBand[static_cast<std::size_t>(i)];
            if (w == s.processed[static_cast<std::size_t>(i)])
                continue;
            const unsigned triads = kTables.triadsOfRow[w & kRow] | (unsigned{kTables.triadsOfRow[(w >> 9) & kRow]} << 3)
                                    | (unsigned{kTables.triadsOfRow[w >> 18]} << 6);
            const unsigned matched = kTables.matchedTriads[triads];
            if (matched == 0)
                return false;   // a row or box of this band has no place left for the digit
            w &= kTables.triadSquares[matched];
            s.digitBand[static_cast<std::size_t>(i)] = w;
            // Rows with one place left: the digit goes there (if it is not placed already).
            Word singles = 0;
            for (int row = 0; row < 3; ++row) {
                const Word r = (w >> (9 * row)) & kRow;
                if ((r & (r - 1)) == 0)
                    singles |= r << (9 * row);
            }
            const int b = i % 3;
            singles &= s.unplaced[static_cast<std::size_t>(b)];
            for (; singles; singles &= singles - 1) {
                const Word bit = singles & (~singles + 1);
                if (!(s.digitBand[static_cast<std::size_t>(i)] & bit))
                    return false;   // an earlier single of this word took the square's row or box
                placeBit(s, i / 3, b, bit);
            }
            s.processed[static_cast<std::size_t>(i)] = w;
            changed = true;
        }
    }
    return true;
}

// Squares with one candidate take it; false when a square has none. Returns through `placed` whether any did.
PS_INLINE bool nakedSingles(State& s, bool& placed)
{
    for (int b = 0; b < 3; ++b) {
        Word once = 0;
        Word twice = 0;
        for (int d = 0; d < 9; ++d) {
            const Word w = s.digitBand[static_cast<std::size_t>(d * 3 + b)];
            twice |= once & w;
            once |= w;
        }
        const Word open = s.unplaced[static_cast<std::size_t>(b)];
        if (open & ~once)
            return false;
        for (Word singles = open & ~twice; singles; singles &= singles - 1) {
            const Word bit = singles & (~singles + 1);
            int d = 0;
            while (d < 9 && !(s.digitBand[static_cast<std::size_t>(d * 3 + b)] & bit))
                ++d;
            if (d == 9)
                return false;   // an earlier single in this band took the square's last candidate
            placeBit(s, d, b, bit);
            placed = true;
        }
    }
    return true;
}

// The stack matching: the band matching turned by a quarter. In each stack a digit takes one column of
// each band and one band of each column, so only the (band, column) triads on a band-to-column matching
// keep it. Returns through `changed` whether a word changed.
PS_INLINE bool matchStacks(State& s, bool& changed)
{
    for (int d = 0; d < 9; ++d) {
        Word* w = &s.digitBand[static_cast<std::size_t>(d * 3)];
        Word columns[3];   // per band, the columns holding the digit
        for (int b = 0; b < 3; ++b)
            columns[b] = (w[b] | (w[b] >> 9) | (w[b] >> 18)) & kRow;
        Word keep[3] = {0, 0, 0};
        for (int stack = 0; stack < 3; ++stack) {
            const int shift = 3 * stack;
            const unsigned triads = ((columns[0] >> shift) & 7) | (((columns[1] >> shift) & 7) << 3) | (((columns[2] >> shift) & 7) << 6);
            const unsigned matched = kTables.matchedTriads[triads];
            if (matched == 0)
                return false;
            keep[0] |= (matched & 7) << shift;
            keep[1] |= ((matched >> 3) & 7) << shift;
            keep[2] |= ((matched >> 6) & 7) << shift;
        }
        for (int b = 0; b < 3; ++b) {
            const Word kept = w[b] & (keep[b] | (keep[b] << 9) | (keep[b] << 18));
            if (kept != w[b]) {
                w[b] = kept;
                changed = true;
            }
        }
    }
    return true;
}

PS_INLINE bool propagateState(State& s)
{
    for (;;) {
        if (!matchBands(s))
            return false;
        bool placed = false;
        if (!nakedSingles(s, placed))
            return false;
        if (placed)
            continue;
        bool changedByStacks = false;
        if (!matchStacks(s, changedByStacks))
            return false;
        if (!changedByStacks)
            return true;
    }
}

// The square to branch on: one with two candidates if any, else the one with the fewest. Returns its band
// and band bit; none (bit 0) when every square is placed.
PS_INLINE Word chooseSquare(const State& s, int& band)
{
    Word bestPair = 0;
    int bestScore = -1;
    Word best3 = 0;
    int band3 = 0;
    Word anyOpen = 0;
    int bandAny = 0;
    for (int b = 0; b < 3; ++b) {
        const Word open = s.unplaced[static_cast<std::size_t>(b)];
        if (!open)
            continue;
        Word one = 0;
        Word two = 0;
        Word three = 0;
        Word four = 0;
        for (int d = 0; d < 9; ++d) {
            const Word w = s.digitBand[static_cast<std::size_t>(d * 3 + b)];
            four |= three & w;
            three |= two & w;
            two |= one & w;
            one |= w;
        }
        if (const Word pairs = open & two & ~three) {
            for (Word rest = pairs; rest; rest &= rest - 1) {
                const int square = std::countr_zero(rest);
                const Word column = kTables.columnSquares[square];
                const int score = std::popcount(open & kTables.rowAndBoxPeers[square])
                                  + std::popcount(s.unplaced[(b + 1) % 3] & column) + std::popcount(s.unplaced[(b + 2) % 3] & column);
                if (score > bestScore) {
                    bestScore = score;
                    bestPair = rest & (~rest + 1);
                    band = b;
                }
            }
            continue;
        }
        if (!best3) {
            if (const Word triples = open & three & ~four) {
                best3 = triples & (~triples + 1);
                band3 = b;
            } else if (!anyOpen) {
                anyOpen = open & (~open + 1);
                bandAny = b;
            }
        }
    }
    if (bestPair)
        return bestPair;
    if (best3) {
        band = band3;
        return best3;
    }
    band = bandAny;
    return anyOpen;
}

PS_INLINE void writeSolution(const State& s, std::uint8_t* out)
{
    for (int b = 0; b < 3; ++b)
        for (int d = 0; d < 9; ++d)
            for (Word w = s.digitBand[static_cast<std::size_t>(d * 3 + b)]; w; w &= w - 1)
                out[b * 27 + std::countr_zero(w)] = static_cast<std::uint8_t>(d + 1);
}

struct Branch {
    int band;
    Word bit;
    unsigned digitsLeft;   // the digits not yet tried, as bits
};

// The depth-first search over stack[0] (already propagated); see Sudoku9Search::search.
PS_DISPATCH_BY_CPU
bool searchFrom(State* stack, int limit, std::uint8_t* solutions, long& nodes, long nodeLimit, const CancelToken* cancel, int& found)
{
    Branch branches[Sudoku9Search::kCells + 1];
    int depth = 0;
    bool descend = true;   // stack[depth] is new: look at it; otherwise try its next branch
    for (;;) {
        if (descend) {
            int band = 0;
            const Word bit = chooseSquare(stack[depth], band);
            if (!bit) {
                if (solutions)
                    writeSolution(stack[depth], solutions + 81 * found);
                if (++found >= limit)
                    return true;
            } else {
                unsigned digits = 0;
                for (int d = 0; d < 9; ++d)
                    if (stack[depth].digitBand[static_cast<std::size_t>(d * 3 + band)] & bit)
                        digits |= 1u << d;
                branches[depth] = Branch{band, bit, digits};
            }
            if (bit)
                ++depth;   // branches[depth - 1] is the one to try
            descend = false;
        }
        // Try the next digit at the deepest branch that has one left.
        while (depth > 0 && branches[depth - 1].digitsLeft == 0)
            --depth;
        if (depth == 0)
            return true;
        Branch& branch = branches[depth - 1];
        const int d = std::countr_zero(branch.digitsLeft);
        branch.digitsLeft &= branch.digitsLeft - 1;
        if ((nodeLimit && nodes >= nodeLimit) || ((nodes & 255) == 0 && cancel && cancel->isCancelled()))
            return false;
        ++nodes;
        State& next = stack[depth];
        next = stack[depth - 1];
        placeBit(next, d, branch.band, branch.bit);
        descend = propagateState(next);
    }
}

PS_DISPATCH_BY_CPU
bool propagateDispatched(State& s) { return propagateState(s); }

} // namespace

// Built in one pass, not a place() per given: the state is the same (a placed digit leaves its row, box and
// column and takes its square from the other digits, in any order), and a full grid loads several times
// faster. A digit twice in a row, column or box is the clash place() would have met.
bool Sudoku9Search::load(const std::uint8_t* values)
{
    std::array<Word, 27> placed{};   // [digit * 3 + band]: the squares holding the digit
    std::array<Word, 3> occupied{};  // [band]: the squares holding any digit
    for (int b = 0; b < 3; ++b) {
        Word occupiedInBand = 0;     // in a register, not read back from memory square after square
        for (int square = 0; square < 27; ++square) {
            if (const int value = values[27 * b + square]) {
                const Word bit = Word{1} << square;
                placed[static_cast<std::size_t>((value - 1) * 3 + b)] |= bit;
                occupiedInBand |= bit;
            }
        }
        occupied[static_cast<std::size_t>(b)] = occupiedInBand;
    }
    constexpr Word kBoxInBand = 0x1C0E07;   // the squares of a band's first box
    State& s = loaded();
    for (int d = 0; d < 9; ++d) {
        Word columnsTaken = 0;   // the columns holding the digit, as a row's 9 bits
        Word taken[3];           // [band]: the squares of the rows and boxes holding the digit
        for (int b = 0; b < 3; ++b) {
            const Word w = placed[static_cast<std::size_t>(d * 3 + b)];
            const Word rows[3] = {w & kRow, (w >> 9) & kRow, w >> 18};
            if ((rows[0] & (rows[0] - 1)) | (rows[1] & (rows[1] - 1)) | (rows[2] & (rows[2] - 1)))
                return false;   // twice in a row
            const Word columns = rows[0] | rows[1] | rows[2];
            if ((rows[0] & rows[1]) | (rows[0] & rows[2]) | (rows[1] & rows[2]) | (columns & columnsTaken))
                return false;   // twice in a column
            columnsTaken |= columns;
            const unsigned boxes[3] = {kTables.triadsOfRow[rows[0]], kTables.triadsOfRow[rows[1]], kTables.triadsOfRow[rows[2]]};
            if ((boxes[0] & boxes[1]) | (boxes[0] & boxes[2]) | (boxes[1] & boxes[2]))
                return false;   // twice in a box
            Word squares = 0;
            for (int k = 0; k < 3; ++k) {
                if (rows[k])
                    squares |= kRow << (9 * k);
                if ((boxes[0] | boxes[1] | boxes[2]) & (1u << k))
                    squares |= kBoxInBand << (3 * k);
            }
            taken[b] = squares;
        }
        const Word columnSquares = columnsTaken | (columnsTaken << 9) | (columnsTaken << 18);
        for (int b = 0; b < 3; ++b) {
            const std::size_t i = static_cast<std::size_t>(d * 3 + b);
            s.digitBand[i] = (kBand & ~occupied[static_cast<std::size_t>(b)] & ~taken[b] & ~columnSquares) | placed[i];
        }
    }
    s.processed.fill(0);
    for (int b = 0; b < 3; ++b)
        s.unplaced[static_cast<std::size_t>(b)] = kBand & ~occupied[static_cast<std::size_t>(b)];
    return true;
}

void Sudoku9Search::eliminate(int cell, int digit)
{
    loaded().digitBand[static_cast<std::size_t>((digit - 1) * 3 + cell / 27)] &= ~(Word{1} << (cell % 27));
}

bool Sudoku9Search::allows(int cell, int digit) const
{
    return (stack_[0].digitBand[static_cast<std::size_t>((digit - 1) * 3 + cell / 27)] >> (cell % 27)) & 1;
}

bool Sudoku9Search::place(int cell, int digit)
{
    if (!allows(cell, digit))
        return false;
    placeBit(loaded(), digit - 1, cell / 27, Word{1} << (cell % 27));
    return true;
}

bool Sudoku9Search::propagate() { return propagateDispatched(loaded()); }

bool Sudoku9Search::search(int limit, std::uint8_t* solutions, long nodeLimit, const CancelToken* cancel)
{
    found_ = 0;
    stack_[1] = stack_[0];
    if (!propagateDispatched(stack_[1]))
        return true;
    return searchFrom(&stack_[1], limit, solutions, nodes_, nodeLimit, cancel, found_);
}

} // namespace ps
