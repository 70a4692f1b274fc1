#include "StudioDocument.h"

#include "types/PuzzleRules.h"

StudioDocument::StudioDocument(QObject* parent) : QObject(parent) {}

StudioDocument::~StudioDocument() = default;

PuzzleRecord StudioDocument::record() const
{
    PuzzleRecord record;
    record.type = QString::fromStdString(rules->typeId());
    record.parameters = QString::fromStdString(rules->parameters());
    record.givens = givens;
    record.solution = solution;
    record.difficulty = difficulty;
    if (generator || seed != 0)
        record.seed = seed;
    record.generator = generator;
    if (session && typing)
        record.givens = session->entries();   // what has been typed so far is the puzzle itself
    else if (session)
        record.progress = PlayProgress{session->entries(), session->allMarks(), session->secondsPlayed(), session->hintsShown(),
                                       session->squaresRevealed(), session->squaresFilledByHints()};
    return record;
}

void StudioDocument::show(const ps::Board& shownGivens, const ps::Board& shownSolution, const QString& shownDifficulty, bool typingGivens)
{
    givens = shownGivens;
    solution = shownSolution;
    difficulty = shownDifficulty;
    generator.reset();
    seed = 0;
    harvestEntry.reset();
    endGame();
    session = std::make_unique<PlaySession>(rules, givens, solution);
    typing = typingGivens;
    emit puzzleShown();
}

void StudioDocument::endGame()
{
    emit gameEnded();
    session.reset();
}
