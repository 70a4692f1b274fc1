#include "StudioClassifier.h"

#include "difficulty/SvmClassifier.h"
#include "document/DifficultyModels.h"

#include <QCoreApplication>

StudioClassifier loadStudioClassifier(const QString& modelPath)
{
    StudioClassifier loaded;
    QString error;
    if (auto model = DifficultyModels::load(modelPath, &error)) {
        loaded.classifier = std::make_shared<ps::SvmClassifier>(std::move(*model));
        return loaded;
    }
    loaded.classifier = std::make_shared<ps::ClueBandClassifier>();
    loaded.problem = QCoreApplication::translate("StudioClassifier",
                                                 "The difficulty model could not be loaded (%1). Difficulty classes are "
                                                 "estimated from the number of clues only until this is fixed.")
                         .arg(error);
    return loaded;
}
