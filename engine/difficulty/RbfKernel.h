#pragma once
#include <cstddef>

namespace ps {

// The RBF kernel of one scaled feature vector `x` (`features` values) with `count` support vectors,
// stored feature by feature: columns[i * count + k] is feature i of vector k. out[k] = exp(-gamma * |x - v_k|²).
// The squared distances are summed feature by feature, as libsvm's own loop adds its terms (the same
// sums); the loops run over the vectors, so they are vectorised (AVX2 where the processor has it), and
// exp is rbfExp() below.
void rbfKernel(const double* x, std::size_t features, const double* columns, std::size_t count, double gamma, double* out);

// exp(x) for the kernel: within one or two units in the last place of libm's exp (tests compare them),
// but a plain loop of arithmetic that the compiler vectorises, where libm's exp is one call per value.
// x is clamped to [-708, 709] (the kernel's arguments are never positive).
double rbfExp(double x);

} // namespace ps
