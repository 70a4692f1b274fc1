// Makes the pictures of the user guide (resources/guide/images/): for each puzzle type a small puzzle
// and its solution, and for each technique of the type's step solver a position whose next hint uses
// that technique, drawn by GridView exactly as the studio shows the hint (pattern framed, candidates
// struck, value ringed). Built with the studio, never installed. To remake them, from the source tree:
//
//   cmake --build build --target make_guide_pictures
//   QT_QPA_PLATFORM=offscreen build/bin/make_guide_pictures tests/data resources/guide/images
//
// Which puzzles it uses is data, not code: resources/guide/pictures.txt (or the file given as a third
// argument) lists, a line each, every type's example and the sources of its technique pictures.
// The positions come from walking the studio's own hints (PlaySession: each hint applied in turn) over
// the puzzles of those tests/data files and over seeded generated puzzles; a position is drawn with the pencil marks
// Auto Candidates would fill in, plus the values the step strikes, and only when the studio's hint for
// exactly that position is the same technique. The first position found for a technique is drawn, so the
// output is the same on every run. It prints where each picture came from, the hint's words in every
// language (for the guides' captions), and every technique it found no position for (the guide says so).
#include "GridView.h"
#include "PlaySession.h"

#include "document/EngineMessages.h"
#include "document/GridText.h"
#include "document/LineFormat.h"
#include "document/PuzzlePainter.h"
#include "document/Translations.h"
#include "document/UserGuide.h"
#include "difficulty/Difficulty.h"
#include "generate/GenPuzzles.h"
#include "logic/StepSolver.h"
#include "solve/SolverBackend.h"
#include "types/PuzzleRules.h"
#include "types/TypeRegistry.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QTextStream>

#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <memory>
#include <vector>

namespace {

using Rules = std::shared_ptr<const ps::PuzzleRules>;

// One puzzle to walk, and where it came from (for the log).
struct Candidate {
    Rules rules;
    ps::Board givens;
    QString origin;
};

constexpr qreal kPixelRatio = 2.0;   // crisp on high-density screens, and when the guide is zoomed

// GridView as the studio draws the session, at `width` logical pixels (the height follows the grid).
QImage draw(const Rules& rules, PlaySession& session, const PlaySession::Hint* hint, int width)
{
    GridView view;
    view.setPuzzle(rules, session.givens());
    view.setSession(&session);
    if (hint) {
        view.showHint(*hint);
        // The studio selects the square the step is about (StudioPlay::showHintResult).
        const ps::LogicStep& step = *hint->step;
        view.selectCell(!step.placements.empty() ? step.placements.front().cell : !step.eliminations.empty() ? step.eliminations.front().cell : 0);
    }
    view.resize(width, width * rules->rows() / rules->cols());
    QImage image(view.size() * kPixelRatio, QImage::Format_RGB32);
    image.setDevicePixelRatio(kPixelRatio);
    image.fill(Qt::white);
    view.render(&image);
    return image;
}

bool save(const QImage& image, const QString& path)
{
    // Few colours are drawn (lines, text, the hint's two colours and their tints): a palette keeps the
    // files small without visible loss.
    const QImage small = image.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither | Qt::AvoidDither);
    if (!small.save(path, "PNG", 0)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("  wrote %s (%lld bytes)\n", qPrintable(QFileInfo(path).fileName()), static_cast<long long>(QFileInfo(path).size()));
    return true;
}

// Answers a fixed class: the pictures need puzzles, not their classes.
class AnyClass final : public ps::DifficultyClassifier {
public:
    ps::Difficulty classify(const ps::DifficultySpec&, const ps::Board&, const ps::ClassifyContext&) const override { return ps::Difficulty::Hard; }
};

// A seeded GenPuzzles run: a minimal puzzle (givens, solution).
std::pair<ps::Board, ps::Board> generated(const ps::PuzzleRules& rules, std::uint64_t seed)
{
    auto solver = rules.makeNativeSolver();
    const AnyClass classifier;
    ps::PuzzleGenerator generator(rules, *solver, classifier);
    ps::GenerationSettings settings;
    settings.harvest = false;
    ps::Rng rng(seed);
    const ps::GenerationResult result = generator.run(settings, rng);
    return {result.puzzle, result.solution};
}

// The game IDs of a file of records with "gameid ID" lines (as tests/data keeps an sgt-puzzles
// generator's output), or none when it has no such line.
QStringList gameIdLines(const QString& text)
{
    QStringList ids;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("gameid ")))
            ids << line.mid(7).trimmed();
    return ids;
}

// Every puzzle of a tests/data file: in the line format, grid text, or records with game IDs.
std::vector<Candidate> fromFile(const QString& dataDir, const QString& name, const QString& typeId)
{
    QFile file(QDir(dataDir).filePath(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(file.fileName()));
        return {};
    }
    const QString text = QString::fromUtf8(file.readAll());
    std::vector<Candidate> out;
    const auto add = [&](const ps::Board& board, int line, const char* where = "line") {
        try {
            Rules rules(ps::makeDefaultRules(typeId.toStdString(), board.rows(), board.cols()));
            out.push_back({rules, board, QStringLiteral("%1 %2 %3").arg(name, QLatin1String(where)).arg(line)});
        } catch (const ps::EngineError&) {   // a size the type does not take
        }
    };
    // Records of their own, each with the game ID on a "gameid" line: the IDs are read, one a line.
    if (const QStringList ids = gameIdLines(text); !ids.isEmpty()) {
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        if (!readGridText(ids.join(QLatin1Char('\n')), typeId, puzzles, &error))
            std::fprintf(stderr, "%s: %s\n", qPrintable(name), qPrintable(error));
        for (const GridTextPuzzle& puzzle : puzzles)
            add(puzzle.board, puzzle.line, "game ID");   // puzzle.line: the n-th game ID
        return out;
    }
    if (looksLikeGridText(text)) {
        std::vector<GridTextPuzzle> puzzles;
        QString error;
        if (!readGridText(text, typeId, puzzles, &error))
            std::fprintf(stderr, "%s: %s\n", qPrintable(name), qPrintable(error));
        for (const GridTextPuzzle& puzzle : puzzles)
            add(puzzle.board, puzzle.line);
        return out;
    }
    int lineNumber = 0;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        ++lineNumber;
        PuzzleLine parsed;
        if (isPuzzleLine(line) && parsePuzzleLine(line, parsed, nullptr))
            add(parsed.board, lineNumber);
    }
    return out;
}

std::vector<Candidate> generatedCandidates(const std::string& typeId, const std::vector<std::string>& sizes, int seeds)
{
    std::vector<Candidate> out;
    for (const std::string& parameters : sizes) {
        Rules rules(ps::makeRules(typeId, parameters));
        for (int seed = 1; seed <= seeds; ++seed)
            out.push_back({rules, generated(*rules, static_cast<std::uint64_t>(seed)).first,
                           QStringLiteral("generated %1 seed %2").arg(QString::fromStdString(parameters)).arg(seed)});
    }
    return out;
}

// What the picture shows: the walk's position with pencil marks in every empty square — the rules'
// candidates, as Auto Candidates fills them, plus the values the step strikes (a player who has not made
// that elimination yet) — and the hint the studio gives there. None when that hint is another step.
struct ShownPosition {
    std::unique_ptr<PlaySession> session;
    PlaySession::Hint hint;
};

std::optional<ShownPosition> shownPosition(const Rules& rules, const PlaySession& walk, const ps::LogicStep& step)
{
    const std::vector<PlaySession::Marks> allowed = walk.ruleCandidates();
    std::vector<PlaySession::Marks> marks = walk.allMarks();
    for (std::size_t k = 0; k < marks.size() && k < allowed.size(); ++k)
        if (walk.valueAt(static_cast<int>(k)) == 0)
            marks[k] = marks[k].isEmpty() ? allowed[k] : marks[k] & allowed[k];
    for (const ps::CellValuePair& e : step.eliminations)
        marks[static_cast<std::size_t>(e.cell)].insert(e.value);
    ShownPosition shown{std::make_unique<PlaySession>(rules, walk.givens(), walk.solution()), {}};
    shown.session->restore(walk.entries(), marks, 0);
    shown.hint = shown.session->hint();
    if (shown.hint.kind != PlaySession::Hint::Kind::Step || shown.hint.step->technique != step.technique)
        return std::nullopt;
    return shown;
}

// Walks the studio's hints over the candidates until every technique of the type has a picture.
// Returns the techniques left without one.
std::vector<std::string> techniquePictures(const std::string& typeId, const std::vector<Candidate>& candidates, const QString& outDir)
{
    std::map<int, bool> done;
    std::size_t techniqueCount = 0;
    for (const Candidate& candidate : candidates) {
        const auto solver = candidate.rules->makeStepSolver();
        techniqueCount = solver->techniques().size();
        if (done.size() == techniqueCount)
            break;
        // A whole solve first, cheaply: walk only puzzles that use a technique still missing.
        const ps::StepTrace trace = solver->solve(candidate.givens);
        if (!trace.solved)
            continue;
        bool wanted = false;
        for (std::size_t t = 0; t < trace.uses.size(); ++t)
            wanted = wanted || (trace.uses[t] > 0 && !done.count(static_cast<int>(t)));
        if (!wanted)
            continue;
        // The walk: the player asks for a hint and applies it, again and again, without pencil marks of
        // their own, so that every technique can come up (a type's rule candidates may already include
        // its elimination techniques: some types' do).
        PlaySession walk(candidate.rules, candidate.givens, trace.result);
        for (int guard = 0; guard < 10 * candidate.givens.cellCount(); ++guard) {
            const PlaySession::Hint hint = walk.hint();
            if (hint.kind != PlaySession::Hint::Kind::Step)
                break;
            const int technique = hint.step->technique;
            if (!done.count(technique))
                if (auto shown = shownPosition(candidate.rules, walk, *hint.step)) {
                    done[technique] = true;
                    const std::string& name = solver->techniqueName(technique);
                    std::printf("%s / %s: %s\n", typeId.c_str(), name.c_str(), qPrintable(candidate.origin));
                    // The hint's words in every language, for the guides' captions.
                    for (const QString& language : Translations::languages()) {
                        Translations::install(QLocale(language));
                        std::printf("  %s: %s\n", qPrintable(language), qPrintable(translateEngineMessage(shown->hint.step->explanation)));
                    }
                    Translations::install(QLocale(QStringLiteral("en")));
                    const QString file = QDir(outDir).filePath(QFileInfo(UserGuide::techniquePicture(typeId, name)).fileName());
                    save(draw(candidate.rules, *shown->session, &shown->hint, 360), file);
                }
            walk.applyStep(*hint.step);
        }
    }
    std::vector<std::string> missing;
    const auto solver = ps::makeRules(typeId, ps::puzzleType(typeId).defaultParameters)->makeStepSolver();
    for (std::size_t t = 0; t < solver->techniques().size(); ++t)
        if (!done.count(static_cast<int>(t)))
            missing.push_back(solver->techniques()[t].name);
    return missing;
}

// A small puzzle of the type, and the same puzzle solved, drawn by the document layer's painter as the
// worksheets draw them (the solved values in the studio's colour for a player's values).
void examplePictures(const std::string& typeId, const std::string& parameters, std::uint64_t seed, const QString& outDir)
{
    Rules rules(ps::makeRules(typeId, parameters));
    const auto [givens, solution] = generated(*rules, seed);
    std::printf("%s example: %s seed %llu\n", typeId.c_str(), parameters.c_str(), static_cast<unsigned long long>(seed));
    const auto picture = [&](const ps::Board* answers, const QString& name) {
        const int width = 180;
        QImage image(QSize(width, width * rules->rows() / rules->cols()) * kPixelRatio, QImage::Format_RGB32);
        image.setDevicePixelRatio(kPixelRatio);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        PuzzlePaintStyle style;
        style.answerColor = style.entryColor;
        paintPuzzle(painter, QRectF(QPointF(0, 0), image.deviceIndependentSize()).adjusted(2, 2, -2, -2), *rules, givens, answers, style);
        painter.end();
        save(image, QDir(outDir).filePath(QStringLiteral("%1-%2.png").arg(QString::fromStdString(typeId), name)));
    };
    picture(nullptr, QStringLiteral("example"));
    picture(&solution, QStringLiteral("example-solved"));
}

// One line of the picture list (resources/guide/pictures.txt): "TYPE WHAT ARGUMENTS...".
struct PictureSource {
    std::string typeId;
    QString what;          // "example", "file" or "generated"
    QStringList arguments;
    int line = 0;
};

// The picture list's sources in order; prints what is wrong and returns nothing when a line is not one.
std::optional<std::vector<PictureSource>> readPictureList(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return std::nullopt;
    }
    std::vector<PictureSource> sources;
    int lineNumber = 0;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        ++lineNumber;
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        PictureSource source;
        source.line = lineNumber;
        source.typeId = words.takeFirst().toStdString();
        source.what = words.isEmpty() ? QString() : words.takeFirst();
        source.arguments = words;
        bool known = true;
        try {
            ps::puzzleType(source.typeId);
        } catch (const ps::EngineError&) {
            known = false;
        }
        const bool fits = (source.what == QLatin1String("example") && source.arguments.size() == 2)
            || (source.what == QLatin1String("file") && source.arguments.size() == 1)
            || (source.what == QLatin1String("generated") && source.arguments.size() >= 2);
        if (!known || !fits) {
            std::fprintf(stderr, "%s:%d: not a picture source (TYPE example PARAMETERS SEED, TYPE file NAME or "
                         "TYPE generated SEEDS PARAMETERS...): %s\n", qPrintable(path), lineNumber, qPrintable(line));
            return std::nullopt;
        }
        sources.push_back(std::move(source));
    }
    return sources;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (argc != 3 && argc != 4) {
        std::fprintf(stderr, "usage: make_guide_pictures TESTS_DATA_DIR OUTPUT_DIR [PICTURE_LIST]\n");
        return 2;
    }
    const QString data = QString::fromLocal8Bit(argv[1]);
    const QString out = QString::fromLocal8Bit(argv[2]);
    const QString listPath = argc == 4 ? QString::fromLocal8Bit(argv[3]) : QString::fromUtf8(PUZZLESMITH_GUIDE_PICTURE_LIST);
    const auto list = readPictureList(listPath);
    if (!list)
        return 2;
    QDir().mkpath(out);

    std::map<std::string, std::vector<Candidate>> sources;
    for (const PictureSource& source : *list) {
        if (source.what == QLatin1String("example")) {
            examplePictures(source.typeId, source.arguments[0].toStdString(), source.arguments[1].toULongLong(), out);
        } else if (source.what == QLatin1String("file")) {
            for (Candidate& c : fromFile(data, source.arguments[0], QString::fromStdString(source.typeId)))
                sources[source.typeId].push_back(std::move(c));
        } else {
            std::vector<std::string> sizes;
            for (const QString& parameters : source.arguments.mid(1))
                sizes.push_back(parameters.toStdString());
            for (Candidate& c : generatedCandidates(source.typeId, sizes, source.arguments[0].toInt()))
                sources[source.typeId].push_back(std::move(c));
        }
    }

    int missingCount = 0;
    for (const ps::PuzzleType& type : ps::puzzleTypes())
        for (const std::string& name : techniquePictures(type.id, sources[type.id], out)) {
            std::printf("%s / %s: NO POSITION FOUND\n", type.id.c_str(), name.c_str());
            ++missingCount;
        }
    return missingCount == 0 ? 0 : 1;
}
