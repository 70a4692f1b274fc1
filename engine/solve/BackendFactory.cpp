#include "BackendFactory.h"

#include "Z3Backend.h"
#include "core/EngineError.h"
#include "types/PuzzleRules.h"

namespace ps {

std::vector<std::string> backendNames() { return {"native", "z3", "z3-int"}; }

std::string defaultBackendName() { return "native"; }

std::unique_ptr<SolverBackend> makeBackend(const std::string& name, const PuzzleRules& rules)
{
    if (name == "native") {
        if (auto native = rules.makeNativeSolver())
            return native;
        throw EngineError(PS_TRANSLATE("Engine", "%1 has no native solver; use --backend z3."), {rules.describe()});
    }
    if (name == "z3")
        return std::make_unique<Z3Backend>(rules, Z3Cells::Encoding::OneHot);
    if (name == "z3-int")
        return std::make_unique<Z3Backend>(rules, Z3Cells::Encoding::Integer);
    throw EngineError(PS_TRANSLATE("Engine", "Unknown solver backend \"%1\"; use native, z3 or z3-int."), {name});
}

} // namespace ps
