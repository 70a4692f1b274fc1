#pragma once
#include "SolverBackend.h"

#include <memory>
#include <string>
#include <vector>

namespace ps {

class SolverDefinition;

// Backends by the names users type (--backend): "native" (the type's own fast solver, the default),
// "z3" (one-hot SAT encoding) and "z3-int" (the paper's Int + Distinct encoding). Throws EngineError for
// an unknown name or a type without a native solver.
std::unique_ptr<SolverBackend> makeBackend(const std::string& name, const SolverDefinition& rules);
// For counting solutions of puzzles from outside (solve, rate, analysis): a "native" solver that cannot
// settle every grid itself (SolverBackend::settlesEveryCount) falls back to z3 on the rare grid its search
// cannot settle within a node budget (see FallbackBackend); other names as above.
// `rules` must outlive the backend.
std::unique_ptr<SolverBackend> makeCountingBackend(const std::string& name, const SolverDefinition& rules);
std::vector<std::string> backendNames();
std::string defaultBackendName();

} // namespace ps
