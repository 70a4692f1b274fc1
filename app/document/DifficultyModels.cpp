#include "DifficultyModels.h"
#include "LimitedRead.h"

#include "EngineMessages.h"
#include "core/EngineError.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QResource>
#include <map>
#include <memory>

namespace DifficultyModels {
namespace {

std::optional<ps::SvmModel> loadFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("DifficultyModels", "Cannot open the difficulty model \"%1\": %2")
                         .arg(file.fileName(), file.errorString());
        return std::nullopt;
    }
    QByteArray bytes;
    // The largest model made here is about 1 MB: 64 MB stops /dev/zero or an endless pipe at once.
    const ReadStatus read = readLimited(file, kMaxCollectionBytes, bytes, true);
    if (read != ReadStatus::Ok) {
        if (error)
            *error = read == ReadStatus::ReadError
                         ? QCoreApplication::translate("DifficultyModels", "Cannot read the difficulty model \"%1\": %2").arg(file.fileName(), file.errorString())
                         : QCoreApplication::translate("DifficultyModels", "\"%1\" is not a difficulty model made by 'train' (%2).")
                               .arg(file.fileName(), read == ReadStatus::NotText ? QCoreApplication::translate("DifficultyModels", "it is not a text file")
                                                                                 : QCoreApplication::translate("DifficultyModels", "it is larger than %1").arg(describeByteLimit(kMaxCollectionBytes)));
        return std::nullopt;
    }
    try {
        return ps::SvmModel::fromText(bytes.toStdString());
    } catch (const ps::EngineError& e) {
        if (error)
            *error = QCoreApplication::translate("DifficultyModels", "\"%1\": %2").arg(file.fileName(), translateEngineMessage(e.message()));
        return std::nullopt;
    }
}

// A built-in model, from the binary form the build made of its text (app/CMakeLists.txt): its arrays are
// copied, not parsed. The text is read only when toText() or libsvm's cross-check asks for it.
std::optional<ps::SvmModel> loadBuiltIn(const QString& name, QString* error)
{
    const QResource binary(QStringLiteral(":/models/%1.bin").arg(name));
    const QString textPath = QStringLiteral(":/models/%1.model").arg(name);
    // Stored uncompressed, its bytes are the program's own (nothing missing but in a damaged build).
    const std::string_view bytes = binary.isValid() && binary.compressionAlgorithm() == QResource::NoCompression
                                       ? std::string_view(reinterpret_cast<const char*>(binary.data()), static_cast<std::size_t>(binary.size()))
                                       : std::string_view();
    try {
        return ps::SvmModel::fromBinary(bytes, [textPath] {
            QFile file(textPath);
            return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
        });
    } catch (const ps::EngineError& e) {
        if (error)
            *error = QCoreApplication::translate("DifficultyModels", "\"%1\": %2").arg(textPath, translateEngineMessage(e.message()));
        return std::nullopt;
    }
}

} // namespace

std::optional<ps::SvmModel> load(const QString& path, QString* error, const QString& typeId)
{
    if (!path.isEmpty())
        return loadFile(path, error);
    try {
        const ps::PuzzleType& type = ps::puzzleType(typeId.toStdString());
        if (type.difficultyModel.empty()) {
            if (error)
                *error = QCoreApplication::translate("DifficultyModels", "%1 has no learnt difficulty model; its classes come from its rule.")
                             .arg(QCoreApplication::translate("PuzzleType", type.name.c_str()));
            return std::nullopt;
        }
        return loadBuiltIn(QString::fromStdString(type.difficultyModel), error);
    } catch (const ps::EngineError& e) {
        if (error)
            *error = translateEngineMessage(e.message());
        return std::nullopt;
    }
}

std::optional<ps::SvmClassifier> classifierFor(const QString& typeId, const QString& path, QString* error)
{
    ps::SvmClassifier classifier;
    if (!path.isEmpty()) {
        auto model = loadFile(path, error);
        if (!model)
            return std::nullopt;
        classifier.setModel(typeId.toStdString(), std::move(*model));
        return classifier;
    }
    // Each built-in model is read when a puzzle of its type is first classified, and once however many
    // types share its file: reading them all took most of a short command's start.
    std::map<std::string, std::shared_ptr<const ps::SvmClassifier::ModelSource>> sources;
    for (const ps::PuzzleType& type : ps::puzzleTypes()) {
        if (type.difficultyModel.empty())
            continue;
        auto& source = sources[type.difficultyModel];
        if (!source) {
            const QString name = QString::fromStdString(type.difficultyModel);
            source = std::make_shared<const ps::SvmClassifier::ModelSource>([name] {
                QString failure;
                auto model = loadBuiltIn(name, &failure);
                if (!model)   // compiled into the program, so only a damaged build gets here
                    throw ps::EngineError(PS_TRANSLATE("Engine", "The difficulty model is damaged (libsvm could not read it)."));
                return std::move(*model);
            });
        }
        classifier.setModelSource(type.id, source);
    }
    return classifier;
}

} // namespace DifficultyModels
