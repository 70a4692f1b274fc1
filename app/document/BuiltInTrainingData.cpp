#include "BuiltInTrainingData.h"

#include "DifficultyModels.h"
#include "EngineMessages.h"
#include "LabelledPuzzles.h"
#include "types/TypeRegistry.h"

#include "difficulty/LabelAgreement.h"
#include "difficulty/RankStatistics.h"

#include <QCoreApplication>
#include <QFile>
#include <map>
#include <mutex>
#include <tuple>

namespace BuiltInTrainingData {
namespace {

struct Cache {
    std::mutex mutex;
    std::map<std::tuple<QString, std::size_t, std::uint64_t>, ps::BuiltInData> entries;
};

Cache& cache()
{
    static Cache instance;
    return instance;
}

} // namespace

QString path(const QString& typeId)
{
    // The file the type's built-in model was trained on (compiled in from resources/training, as its
    // sources.cmake lists it).
    try {
        const std::string& name = ps::puzzleType(typeId.toStdString()).trainingData;
        return name.empty() ? QString() : QStringLiteral(":/training/%1.txt").arg(QString::fromStdString(name));
    } catch (const ps::EngineError&) {
        return {};
    }
}

bool available(const QString& typeId)
{
    return !path(typeId).isEmpty() && QFile::exists(path(typeId));
}

std::optional<ps::BuiltInData> load(const QString& typeId, std::size_t count, std::uint64_t seed, QString* error)
{
    const auto key = std::make_tuple(typeId, count, seed);
    {
        std::lock_guard lock(cache().mutex);
        if (const auto found = cache().entries.find(key); found != cache().entries.end())
            return found->second;
    }
    if (!available(typeId)) {
        if (error)
            *error = QCoreApplication::translate("BuiltInTrainingData", "This puzzle type has no built-in difficulty model to start a group's model from.");
        return std::nullopt;
    }
    auto model = DifficultyModels::load({}, error, typeId);
    if (!model)
        return std::nullopt;
    std::vector<LabelledPuzzle> puzzles;
    if (!readLabelledPuzzles(path(typeId), typeId, {}, puzzles, error))
        return std::nullopt;
    std::vector<ps::Difficulty> classes;
    for (const LabelledPuzzle& p : puzzles)
        classes.push_back(p.difficulty);
    ps::BuiltInData data{std::move(*model), {}, {}, {}};
    try {
        for (std::size_t i : ps::stratifiedIndices(classes, count, seed)) {
            data.samples.push_back(puzzles[i].rules->features(puzzles[i].givens));
            // The built-in model's own score, not the graders' (see GroupModel.h: BuiltInData).
            data.targets.push_back(ps::clampedScore(data.model, data.samples.back()));
            data.classes.push_back(puzzles[i].difficulty);
        }
    } catch (const ps::EngineError& e) {
        if (error)
            *error = translateEngineMessage(e.message());
        return std::nullopt;
    }
    std::lock_guard lock(cache().mutex);
    cache().entries.insert_or_assign(key, data);
    return data;
}

std::optional<std::vector<ps::SimulationPuzzle>> simulationPuzzles(const QString& path, const QString& typeId, const ps::SvmModel& model,
                                                                   int side, const QString& teacher, QString* error)
{
    std::vector<LabelledPuzzle> puzzles;
    if (!readLabelledPuzzles(path, typeId, {}, puzzles, error))
        return std::nullopt;
    const bool byClues = teacher == QLatin1String(kCluesTeacher);
    std::vector<ps::SimulationPuzzle> out;
    try {
        int cluesFeature = -1;
        bool givenShare = false;   // "given share" falls as clues go; "empty share" grows
        for (const LabelledPuzzle& p : puzzles) {
            if (side > 0 && p.givens.rows() != side)
                continue;
            ps::SimulationPuzzle puzzle;
            if (!byClues) {
                std::optional<double> score;
                for (const auto& [grade, source] : p.grades)
                    if (graderOf(source) == teacher)
                        score = p.rules->scoreFromLabel(grade.toStdString(), source.toStdString());
                if (!score)
                    continue;   // that grader did not grade it
                puzzle.teacherScore = *score;
            } else if (cluesFeature < 0) {
                const std::vector<std::string> names = p.rules->featureNames();
                for (const auto& [property, index] : ps::visibleFeatures(names))
                    if (property == ps::VisibleProperty::Clues) {
                        cluesFeature = index;
                        givenShare = names[static_cast<std::size_t>(index)] != "empty share";
                    }
            }
            puzzle.features = p.rules->features(p.givens);
            puzzle.builtInScore = ps::clampedScore(model, puzzle.features);
            out.push_back(std::move(puzzle));
        }
        if (byClues) {
            if (cluesFeature < 0)
                throw ps::EngineError(PS_TRANSLATE("Engine", "This puzzle type has no clue count to simulate a teacher with."));
            std::vector<double> emptiness;   // fewer clues, harder
            for (const ps::SimulationPuzzle& p : out)
                emptiness.push_back((givenShare ? -1 : 1) * p.features[static_cast<std::size_t>(cluesFeature)]);
            const std::vector<double> rank = ps::ranks(emptiness);
            for (std::size_t i = 0; i < out.size(); ++i)
                out[i].teacherScore = out.size() > 1 ? 100 * (rank[i] + 0.5) / static_cast<double>(out.size()) : 50;
        }
    } catch (const ps::EngineError& e) {
        if (error)
            *error = translateEngineMessage(e.message());
        return std::nullopt;
    }
    if (out.empty()) {
        if (error)
            *error = QCoreApplication::translate("BuiltInTrainingData", "No puzzle of %1 is graded by \"%2\".").arg(path, teacher);
        return std::nullopt;
    }
    return out;
}

} // namespace BuiltInTrainingData
