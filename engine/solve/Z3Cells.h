#pragma once
#include <z3++.h>

#include <vector>

namespace ps {

// The solver's variables for a board, in one of two encodings. A type's declarative definition is written
// against this interface once and works with either encoding.
//   OneHot:  a Boolean per (square, value), exactly one true per square; pure SAT, so z3 uses its
//            incremental SAT core, and givens are plain literals passed as assumptions.
//   Integer: the paper's encoding, an Int per square with 1 <= x <= maxValue and Distinct over units.
class Z3Cells {
public:
    enum class Encoding { OneHot, Integer };

    Z3Cells(z3::context& context, int cellCount, int maxValue, Encoding encoding);

    Encoding encoding() const { return encoding_; }
    int cellCount() const { return cellCount_; }
    int maxValue() const { return maxValue_; }
    z3::context& context() { return context_; }

    // "square `cell` holds `value`" as a Boolean expression.
    z3::expr is(int cell, int value);
    // The square's value as an Int expression (made on first use in the OneHot encoding).
    z3::expr value(int cell);
    // A constraint of the definition.
    void require(const z3::expr& constraint) { constraints_.push_back(constraint); }
    // The squares hold pairwise different values; with as many squares as values, every value once.
    void allDifferent(const std::vector<int>& cells);

    // Everything declared so far, the domain constraints included.
    const z3::expr_vector& constraints() const { return constraints_; }
    // Forgets the constraints declared after the first `count` (once the solver has them).
    void dropConstraintsAfter(unsigned count) { constraints_.resize(count); }

private:
    void requireAtMostOne(const z3::expr_vector& literals);

    z3::context& context_;
    int cellCount_;
    int maxValue_;
    Encoding encoding_;
    std::vector<z3::expr> oneHot_;   // [cell * maxValue + value - 1]
    std::vector<z3::expr> ints_;     // [cell]
    z3::expr_vector constraints_;
};

} // namespace ps
