// puzzlesmith-cli bench --players FILE: the learning curve of the personal time model on simulated
// players (docs/player-times.md).
#include "BenchSupport.h"
#include "CliSupport.h"

#include "difficulty/PlayerLearningCurve.h"
#include "document/DifficultyModels.h"
#include "document/EngineMessages.h"
#include "document/ScoredPuzzles.h"
#include "types/TypeRegistry.h"

#include <QCoreApplication>

namespace cli::bench {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("cli::bench", text); }
QString tr(const char* text, const char* comment, int n) { return QCoreApplication::translate("cli::bench", text, comment, n); }

constexpr int kSeeds = 3;
constexpr int kUnseen = 150;   // games kept apart per player to measure on

} // namespace

int runPlayersBench(const QString& type, const QStringList& files, quint64 seed)
{
    QString error;
    const auto classifier = DifficultyModels::classifierFor(type, {}, &error);
    if (!classifier) {
        err() << tr("Error: %1").arg(error) << Qt::endl;
        return Failed;
    }
    const ps::PuzzleType& puzzleType = ps::puzzleType(type.toStdString());
    const auto rules = puzzleType.makeRules(puzzleType.defaultParameters);
    std::vector<ps::ScoredPuzzle> pool;
    for (const QString& file : files)
        if (!readScoredPuzzles(file, type, *classifier, rules->rows(), pool, &error)) {
            err() << tr("Error: %1").arg(error) << Qt::endl;
            return Failed;
        }
    const std::vector<int> counts{0, 5, 10, 20, 50, 100};
    if (static_cast<int>(pool.size()) < counts.back() + kUnseen) {
        err() << tr("Error: the learning curve needs %1 puzzles of %2, the files have %3.")
                     .arg(counts.back() + kUnseen).arg(describeRules(*rules)).arg(pool.size()) << Qt::endl;
        return Failed;
    }
    out() << tr("Players' times: the personal model (epsilon-SVR on the player's games; the rule below %n game(s)) against "
                "the built-in rule, on %1 unseen games per player",
                nullptr, ps::kMinGamesForPersonalModel).arg(kUnseen)
          << '\n'
          << tr("%1 puzzles (%2), %n seed(s) from %3, mean over the seeds", nullptr, kSeeds).arg(pool.size()).arg(describeRules(*rules)).arg(seed)
          << "\n\n"
          << tr("MAE: mean absolute error in minutes; ±25%: share within a quarter of the actual time; rank: Spearman's "
                "agreement. \"ideal\": the player's own function without its noise, the best any prediction could do.")
          << '\n'
          << tr("The players' times follow the graders' levels written in the files (sgt-solo's, qqwing's), never our own score, "
                "which the model and the rule see; 1 game in 20 is given up by Reveal and 1 in 20 finished by Apply Hint, and both "
                "are left out of the learning and the figures.")
          << "\n\n"
          << QStringLiteral("%1 %2 | %3 %4 %5 | %6 %7 %8 | %9 %10 %11\n")
                 .arg(tr("player"), -15).arg(tr("games"), 5).arg(tr("MAE"), 6).arg(tr("±25%"), 5).arg(tr("rank"), 6)
                 .arg(tr("rule MAE"), 8).arg(tr("±25%"), 5).arg(tr("rank"), 6)
                 .arg(tr("ideal MAE"), 9).arg(tr("±25%"), 5).arg(tr("rank"), 6);
    for (ps::SimulatedPlayer::Kind kind : ps::SimulatedPlayer::kinds()) {
        std::vector<ps::LearningPoint> mean(counts.size());
        for (int s = 0; s < kSeeds; ++s) {
            const auto curve = ps::learningCurve(pool, kind, ps::Rng::derive(seed, static_cast<std::uint64_t>(s)), counts, kUnseen);
            for (std::size_t i = 0; i < curve.size(); ++i) {
                mean[i].games = curve[i].games;
                for (auto [to, from] : {std::pair{&mean[i].personal, &curve[i].personal}, std::pair{&mean[i].rule, &curve[i].rule},
                                          std::pair{&mean[i].ideal, &curve[i].ideal}}) {
                    to->meanAbsoluteMinutes += from->meanAbsoluteMinutes / kSeeds;
                    to->within25 += from->within25 / kSeeds;
                    to->spearman += from->spearman / kSeeds;
                }
            }
        }
        for (const ps::LearningPoint& point : mean)
            out() << QStringLiteral("%1 %2 | %3 %4 %5 | %6 %7 %8 | %9 %10 %11\n")
                         .arg(QString::fromStdString(ps::SimulatedPlayer::kindName(kind)), -15).arg(point.games, 5)
                         .arg(point.personal.meanAbsoluteMinutes, 6, 'f', 2).arg(QStringLiteral("%1%").arg(100 * point.personal.within25, 0, 'f', 0), 5)
                         .arg(point.personal.spearman, 6, 'f', 3).arg(point.rule.meanAbsoluteMinutes, 8, 'f', 2)
                         .arg(QStringLiteral("%1%").arg(100 * point.rule.within25, 0, 'f', 0), 5).arg(point.rule.spearman, 6, 'f', 3)
                         .arg(point.ideal.meanAbsoluteMinutes, 9, 'f', 2)
                         .arg(QStringLiteral("%1%").arg(100 * point.ideal.within25, 0, 'f', 0), 5).arg(point.ideal.spearman, 6, 'f', 3)
                  << Qt::flush;
    }
    return Ok;
}

} // namespace cli::bench
