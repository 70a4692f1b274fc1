#include "FillominoDifficulty.h"

#include "FillominoFeatures.h"
#include "FillominoTechniques.h"

namespace ps {

Difficulty fillominoDifficulty(const std::vector<double>& features)
{
    const double emptyShare = features[FillominoFeature::EmptyShare];
    const double guessesPerEmpty = features[FillominoFeature::GuessesPerEmpty];
    const bool minimal = features[FillominoFeature::Removable] == 0.0;
    if (guessesPerEmpty > 0)
        return minimal || guessesPerEmpty > 0.1 ? Difficulty::Evil : Difficulty::Hard;
    const double bottleneck = static_cast<double>(FillominoTechnique::Bottleneck) / static_cast<double>(FillominoTechnique::Guess);
    if (emptyShare < 0.3 && features[FillominoFeature::HardestTechnique] <= bottleneck)
        return Difficulty::Easy;
    return Difficulty::Medium;
}

} // namespace ps
