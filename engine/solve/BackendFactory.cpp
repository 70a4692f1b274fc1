#include "BackendFactory.h"

#include "FallbackBackend.h"
#include "Z3Backend.h"
#include "core/EngineError.h"
#include "SolverDefinition.h"

namespace ps {

std::vector<std::string> backendNames() { return {"native", "z3", "z3-int"}; }

std::string defaultBackendName() { return "native"; }

std::unique_ptr<SolverBackend> makeBackend(const std::string& name, const SolverDefinition& rules)
{
    if (name == "native") {
        if (auto native = rules.makeNativeSolver())
            return native;
        throw EngineError(PS_TRANSLATE("Engine", "%1 has no native solver; use --backend z3."), {rules.describe()});
    }
    if (name == "z3")
        return std::make_unique<Z3Backend>(rules, rules.needsIntegerCells() ? Z3Cells::Encoding::Integer : Z3Cells::Encoding::OneHot);
    if (name == "z3-int")
        return std::make_unique<Z3Backend>(rules, Z3Cells::Encoding::Integer);
    throw EngineError(PS_TRANSLATE("Engine", "Unknown solver backend \"%1\"; use native, z3 or z3-int."), {name});
}

std::unique_ptr<SolverBackend> makeCountingBackend(const std::string& name, const SolverDefinition& rules)
{
    auto backend = makeBackend(name, rules);
    if (name != "native" || backend->settlesEveryCount())
        return backend;
    // The z3 definition is built only when needed: for a 25x25 that alone takes a second or two.
    return std::make_unique<FallbackBackend>(std::move(backend), [&rules] { return makeBackend("z3", rules); });
}

} // namespace ps
