#include "ScoredPuzzles.h"
#include "LabelledPuzzles.h"

bool readScoredPuzzles(const QString& path, const QString& type, const ps::DifficultyClassifier& classifier, int rows,
                       std::vector<ps::ScoredPuzzle>& out, QString* error)
{
    std::vector<LabelledPuzzle> puzzles;
    if (!readLabelledPuzzles(path, type, {}, puzzles, error))
        return false;
    for (const LabelledPuzzle& p : puzzles) {
        if (rows && p.rules->rows() != rows)
            continue;
        out.push_back({p.rules->typeId(), p.rules->rows(), p.rules->cols(), p.givens.emptyCount(), classifier.score(*p.rules, p.givens),
                       p.rules->features(p.givens), p.score});
    }
    return true;
}
