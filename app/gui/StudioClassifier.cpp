#include "StudioClassifier.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>

StudioClassifier loadStudioClassifier(const QString& modelPath, const QString& typeId)
{
    StudioClassifier loaded;
    QString error;
    const QString type = typeId.isEmpty() ? QString::fromStdString(ps::puzzleTypes().front().id) : typeId;
    if (auto classifier = DifficultyModels::classifierFor(type, modelPath, &error)) {
        loaded.classifier = std::make_shared<ps::SvmClassifier>(std::move(*classifier));
        return loaded;
    }
    loaded.classifier = std::make_shared<ps::RuleClassifier>();
    loaded.problem = QCoreApplication::translate("StudioClassifier",
                                                 "The difficulty model could not be loaded (%1). Difficulty classes are "
                                                 "estimated by each type's rule (for Sudoku: the number of clues) until this is fixed.")
                         .arg(error);
    return loaded;
}
