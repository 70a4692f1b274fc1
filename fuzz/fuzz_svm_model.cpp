// Difficulty model files (ps::SvmModel::fromText, as DifficultyModels::load and rate --model read them):
// our header with the scaling, then libsvm's model text. A model that loads must also predict: rate
// does that next with every puzzle's features.
#include "FuzzSupport.h"

#include "core/EngineError.h"
#include "difficulty/SvmModel.h"

#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const ps::SvmModel model = ps::SvmModel::fromText(text);
        FUZZ_CHECK(model.featureCount() > 0);
        (void)model.predict(std::vector<double>(static_cast<std::size_t>(model.featureCount()), 0.5));
    } catch (const ps::EngineError&) {
        // Not a model, or a damaged one: the reader says so.
    }
    return 0;
}
