// Built with -ffp-contract=off (engine/CMakeLists.txt): a multiply and an add stay two roundings, so the
// AVX2 and the plain build of rbfKernel give the same bits, and the distances are libsvm's. And with
// -fno-trapping-math, without which GCC keeps exp's clamps as branches and leaves its loop scalar.
#include "RbfKernel.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace ps {
namespace {

// exp(x) = 2^n * exp(r), n the nearest integer to x / ln 2, |r| <= ln 2 / 2; exp(r) by its Taylor series
// to the 13th power (the next term is below 5e-18 of the value).
inline double expOf(double x)
{
    x = x < -708.0 ? -708.0 : x;   // (ternaries, not std::min/max: the loop stays free of branches)
    x = x > 709.0 ? 709.0 : x;
    constexpr double kShifter = 0x1.8p52;   // adding it rounds to an integer, which ends up in the low bits
    const double shifted = x * 1.4426950408889634 + kShifter;
    const double n = shifted - kShifter;
    // ln 2 in two parts (fdlibm's): n * kLn2High is exact for |n| < 2^20.
    constexpr double kLn2High = 6.93147180369123816490e-01;
    constexpr double kLn2Low = 1.90821492927058770002e-10;
    const double r = (x - n * kLn2High) - n * kLn2Low;
    double p = 1.0 / 6227020800.0;   // 1/13!
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    // 2^n: the low bits of `shifted` hold n; shifted into the exponent field with its bias (n + 1023 is
    // within 1..2046 for the clamped x).
    const std::uint64_t bits = (std::bit_cast<std::uint64_t>(shifted) + 1023u) << 52;
    return p * std::bit_cast<double>(bits);
}

} // namespace

double rbfExp(double x) { return expOf(x); }

__attribute__((target_clones("avx512f", "avx2", "default")))
void rbfKernel(const double* x, std::size_t features, const double* columns, std::size_t count, double gamma, double* out)
{
    std::fill(out, out + count, 0.0);
    for (std::size_t i = 0; i < features; ++i) {
        const double xi = x[i];
        const double* column = columns + i * count;
        for (std::size_t k = 0; k < count; ++k) {
            const double d = xi - column[k];
            out[k] += d * d;
        }
    }
    const double minusGamma = -gamma;
    for (std::size_t k = 0; k < count; ++k)
        out[k] = expOf(minusGamma * out[k]);
}

} // namespace ps
