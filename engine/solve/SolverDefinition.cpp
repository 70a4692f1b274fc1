#include "SolverDefinition.h"

#include "SolverBackend.h"

namespace ps {

std::unique_ptr<SolverBackend> SolverDefinition::makeNativeSolver() const { return nullptr; }

} // namespace ps
