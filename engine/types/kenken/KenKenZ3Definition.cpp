// The declarative definition D of KenKen: a Latin square (D, declared once), and each puzzle's cages
// (declared per puzzle in their own frame). Every cage constraint is written over the "square holds v"
// literals, so both cell encodings take it and z3's SAT core sees pseudo-Boolean sums rather than
// non-linear arithmetic:
//   +  the sum of v * [square holds v] over the cage is the target;
//   *  for each prime p <= N, the exponents of p add up to the target's (a product of values 1..N is the
//      target exactly when every prime's exponent matches; a prime factor above N has no solution);
//   -  /  (two squares) one of the pairs of values that give the target;
//   =  the square holds the target.
#include "KenKenRules.h"
#include "solve/Z3Cells.h"

#include <vector>

namespace ps {
namespace {

int exponentOf(long number, int prime)
{
    int exponent = 0;
    for (; number % prime == 0; number /= prime)
        ++exponent;
    return exponent;
}

bool isPrime(int number)
{
    for (int d = 2; d * d <= number; ++d)
        if (number % d == 0)
            return false;
    return number >= 2;
}

// sum over the cage of weight(v) * [square holds v] == total
template <class Weight>
z3::expr weightedSum(Z3Cells& cells, const Cage& cage, Weight weight, int total)
{
    z3::expr_vector literals(cells.context());
    std::vector<int> coefficients;
    for (int cell : cage.cells)
        for (int v = 1; v <= cells.maxValue(); ++v)
            if (const int w = weight(v); w != 0) {
                literals.push_back(cells.is(cell, v));
                coefficients.push_back(w);
            }
    if (literals.empty())
        return cells.context().bool_val(total == 0);
    return z3::pbeq(literals, coefficients.data(), total);
}

z3::expr pairsGiving(Z3Cells& cells, const Cage& cage)
{
    z3::expr_vector pairs(cells.context());
    for (int a = 1; a <= cells.maxValue(); ++a)
        for (int b = 1; b <= cells.maxValue(); ++b)
            if (cageHolds(cage.operation, cage.target, {a, b}))
                pairs.push_back(cells.is(cage.cells[0], a) && cells.is(cage.cells[1], b));
    return pairs.empty() ? cells.context().bool_val(false) : z3::mk_or(pairs);
}

} // namespace

void KenKenRules::declareConstraints(Z3Cells& cells) const
{
    for (int line = 0; line < side_; ++line) {
        std::vector<int> row;
        std::vector<int> col;
        for (int k = 0; k < side_; ++k) {
            row.push_back(line * side_ + k);
            col.push_back(k * side_ + line);
        }
        cells.allDifferent(row);
        cells.allDifferent(col);
    }
}

void KenKenRules::declareCages(Z3Cells& cells, const Cages& cages) const
{
    for (const Cage& cage : cages) {
        if (cage.operation == CageOperation::Hidden) {
            // Any operation that gives the target: the cage's constraint under each, joined by "or".
            z3::expr_vector ways(cells.context());
            for (const CageOperation operation : {CageOperation::Add, CageOperation::Multiply, CageOperation::Subtract, CageOperation::Divide}) {
                if ((operation == CageOperation::Subtract || operation == CageOperation::Divide) && cage.cells.size() != 2)
                    continue;
                // Declared as usual, then taken back out of the definition as one conjunction.
                const unsigned before = cells.constraints().size();
                declareCages(cells, Cages{Cage{cage.cells, operation, cage.target}});
                z3::expr_vector parts(cells.context());
                for (unsigned i = before; i < cells.constraints().size(); ++i)
                    parts.push_back(cells.constraints()[static_cast<int>(i)]);
                cells.dropConstraintsAfter(before);
                ways.push_back(parts.empty() ? cells.context().bool_val(true) : z3::mk_and(parts));
            }
            cells.require(z3::mk_or(ways));
            continue;
        }
        switch (cage.operation) {
        case CageOperation::None:
        case CageOperation::Hidden:   // declared above
        case CageOperation::Less:   // not a KenKen clue (KenKen's readers never make one)
            break;
        case CageOperation::Given:
            if (cage.target < 1 || cage.target > side_)
                cells.require(cells.context().bool_val(false));
            else
                cells.require(cells.is(cage.cells.front(), static_cast<int>(cage.target)));
            break;
        case CageOperation::Add:
            if (cage.target > static_cast<long>(cage.cells.size()) * side_)
                cells.require(cells.context().bool_val(false));
            else
                cells.require(weightedSum(cells, cage, [](int v) { return v; }, static_cast<int>(cage.target)));
            break;
        case CageOperation::Multiply: {
            if (cage.target < 1) {   // no product of values 1..N (and the prime loop below needs a positive target)
                cells.require(cells.context().bool_val(false));
                break;
            }
            long rest = cage.target;
            for (int p = 2; p <= side_; ++p) {
                if (!isPrime(p))
                    continue;
                const int wanted = exponentOf(cage.target, p);
                for (int k = 0; k < wanted; ++k)
                    rest /= p;
                cells.require(weightedSum(cells, cage, [p](int v) { return exponentOf(v, p); }, wanted));
            }
            if (rest != 1)   // a prime factor no value has
                cells.require(cells.context().bool_val(false));
            break;
        }
        case CageOperation::Subtract:
        case CageOperation::Divide:
            if (cage.cells.size() != 2)
                cells.require(cells.context().bool_val(false));
            else
                cells.require(pairsGiving(cells, cage));
            break;
        }
    }
}

} // namespace ps
