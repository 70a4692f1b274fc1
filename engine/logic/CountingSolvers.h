#pragma once
#include <cstddef>
#include <memory>
#include <vector>

namespace ps {

// One step solver per grid side and thread, set to count only (no explanations): the solvers that rate
// and bound generation runs are made once and reused. `Solver` takes its side in its constructor and has
// setCountsOnly().
template <class Solver>
const Solver& countingSolverForSide(int side)
{
    thread_local std::vector<std::unique_ptr<Solver>> solvers;
    const auto index = static_cast<std::size_t>(side);
    if (solvers.size() <= index)
        solvers.resize(index + 1);
    if (!solvers[index]) {
        solvers[index] = std::make_unique<Solver>(side);
        solvers[index]->setCountsOnly(true);
    }
    return *solvers[index];
}

} // namespace ps
