#pragma once
#include "document/LabelledPuzzles.h"
#include "difficulty/SvmModel.h"

#include <QCommandLineParser>
#include <vector>

namespace cli {

// train --score: an epsilon-SVR on each puzzle's position on the 0-100 scale (the mean of its grades),
// whose class bands are fitted on the cross-validated scores. Prints the cross-validated agreement with
// every grader's own scale and, with --contributions, what each feature group adds; with --heldout, the
// same on puzzles never trained on. Returns the exit code.
int trainScoreModel(const QCommandLineParser& parser, const QString& type, const QString& parameters, const std::vector<LabelledPuzzle>& puzzles,
                    const ps::SvmModel::RegressionOptions& options);

} // namespace cli
