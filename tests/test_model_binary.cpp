// The built-in difficulty models in the binary form the build makes of their text (SvmModelBinary.cpp,
// app/tools/model_binary.cpp): the same model as the text, and damaged bytes refused.
#include "core/EngineError.h"
#include "difficulty/SvmModel.h"
#include "document/DifficultyModels.h"
#include "types/TypeRegistry.h"

#include <QFile>
#include <QResource>
#include <QtTest>
#include <random>
#include <set>

using namespace ps;

class TestModelBinary : public QObject {
    Q_OBJECT
private:
    static std::string resourceText(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll().toStdString();
    }

    // Every built-in model's name (several types may share one).
    static std::set<std::string> builtInModels()
    {
        std::set<std::string> names;
        for (const PuzzleType& type : puzzleTypes())
            if (!type.difficultyModel.empty())
                names.insert(type.difficultyModel);
        return names;
    }

    // Feature vectors around the model's range (seeded), some outside it.
    static std::vector<std::vector<double>> samples(int features, unsigned seed)
    {
        std::mt19937 rng(seed);
        std::uniform_real_distribution<double> value(-0.2, 1.5);
        std::vector<std::vector<double>> all(40, std::vector<double>(static_cast<std::size_t>(features)));
        for (auto& sample : all)
            for (double& v : sample)
                v = value(rng);
        return all;
    }

private slots:
    // The resource is the text's binary form, stored uncompressed, and predicts what the text predicts;
    // its text (read on demand) is the model's text.
    void binaryResourceIsTheTextModel()
    {
        const std::set<std::string> names = builtInModels();
        QVERIFY(!names.empty());
        for (const std::string& name : names) {
            const QString stem = QStringLiteral(":/models/%1").arg(QString::fromStdString(name));
            const SvmModel fromText = SvmModel::fromText(resourceText(stem + ".model"));
            const QResource binary(stem + ".bin");
            QVERIFY2(binary.isValid(), qPrintable(stem));
            QCOMPARE(binary.compressionAlgorithm(), QResource::NoCompression);
            const std::string_view bytes(reinterpret_cast<const char*>(binary.data()), static_cast<std::size_t>(binary.size()));
            QVERIFY(fromText.toBinary() == bytes);
            int textReads = 0;
            const SvmModel model = SvmModel::fromBinary(bytes, [&] {
                ++textReads;
                return resourceText(stem + ".model");
            });
            QCOMPARE(model.isRegression(), fromText.isRegression());
            QCOMPARE(model.featureCount(), fromText.featureCount());
            QCOMPARE(model.cost(), fromText.cost());
            QCOMPARE(model.gamma(), fromText.gamma());
            QCOMPARE(model.bands().cuts, fromText.bands().cuts);
            for (const auto& features : samples(model.featureCount(), 7)) {
                QCOMPARE(model.predictValue(features), fromText.predictValue(features));
                QCOMPARE(model.predict(features), fromText.predict(features));
            }
            QCOMPARE(textReads, 0);   // predictions never need the text
            QCOMPARE(model.toText(), fromText.toText());
            const auto features = samples(model.featureCount(), 8).front();
            QCOMPARE(model.predictWithLibsvm(features), fromText.predictWithLibsvm(features));
            QCOMPARE(textReads, 1);   // read once, kept
        }
    }

    // DifficultyModels reads the binary form: the same model as its text.
    void builtInLoadIsTheTextModel()
    {
        QString error;
        const auto model = DifficultyModels::load({}, &error, QStringLiteral("kenken"));
        QVERIFY2(model, qPrintable(error));
        const SvmModel fromText = SvmModel::fromText(resourceText(QStringLiteral(":/models/kenken-difficulty.model")));
        QVERIFY(model->toBinary() == fromText.toBinary());
        QCOMPARE(model->toText(), fromText.toText());
    }

    // Cut short anywhere, one byte changed in the tag or one too many: refused with an EngineError.
    void damagedBytesAreRefused()
    {
        const std::string name = *builtInModels().begin();
        const std::string bytes = SvmModel::fromText(resourceText(QStringLiteral(":/models/%1.model").arg(QString::fromStdString(name)))).toBinary();
        const auto refused = [](std::string_view damaged) {
            try {
                SvmModel::fromBinary(damaged, [] { return std::string(); });
                return false;
            } catch (const EngineError&) {
                return true;
            }
        };
        QVERIFY(!refused(bytes));
        for (std::size_t length = 0; length < bytes.size(); length += length < 400 ? 1 : 997)
            QVERIFY2(refused(std::string_view(bytes).substr(0, length)), qPrintable(QString::number(length)));
        std::string otherTag = bytes;
        otherTag[11] = '2';   // the layout's version
        QVERIFY(refused(otherTag));
        QVERIFY(refused(bytes + '\0'));
        // A count that does not match the arrays after it.
        std::string wrongCount = bytes;
        wrongCount[16 + 1 + 3 * 8] = static_cast<char>(wrongCount[16 + 1 + 3 * 8] + 1);   // the number of band cuts
        QVERIFY(refused(wrongCount));
    }
};

QTEST_GUILESS_MAIN(TestModelBinary)
#include "test_model_binary.moc"
