#include "DifficultyModels.h"

#include "EngineMessages.h"

#include <QCoreApplication>
#include <QFile>

namespace DifficultyModels {

std::optional<ps::SvmModel> load(const QString& path, QString* error)
{
    QFile file(path.isEmpty() ? QString::fromLatin1(kDefaultSudokuModel) : path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("DifficultyModels", "Cannot open the difficulty model \"%1\": %2")
                         .arg(file.fileName(), file.errorString());
        return std::nullopt;
    }
    try {
        return ps::SvmModel::fromText(file.readAll().toStdString());
    } catch (const ps::EngineError& e) {
        if (error)
            *error = QCoreApplication::translate("DifficultyModels", "\"%1\": %2").arg(file.fileName(), translateEngineMessage(e.message()));
        return std::nullopt;
    }
}

} // namespace DifficultyModels
