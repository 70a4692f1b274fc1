#pragma once
#include "difficulty/GroupModel.h"
#include "difficulty/TeacherSimulation.h"

#include <QString>
#include <cstdint>
#include <optional>

// The puzzles each type's built-in score model was trained on (resources/training, compiled in), as the
// base a teacher group's model is retrained on (GroupModel.h).
namespace BuiltInTrainingData {

// Built-in puzzles a group's retrain uses: a class-stratified subsample, so one retrain takes about a
// second or two instead of the minute the whole set would (svm_train grows with the square of the samples).
constexpr std::size_t kDefaultSubsample = 1200;
constexpr std::uint64_t kDefaultSeed = 14;

// Whether the type has built-in training data (PuzzleType::trainingData; not a type its rule classifies).
bool available(const QString& typeId);
// The compiled-in file of the type's training puzzles (empty when it has none).
QString path(const QString& typeId);

// The type's built-in model and `count` of its training puzzles (features and 0-100 targets), chosen with
// `seed`. Cached per type, count and seed: the features take a few seconds to compute. Thread-safe.
// On failure: nothing, and a message.
std::optional<ps::BuiltInData> load(const QString& typeId, std::size_t count, std::uint64_t seed, QString* error);

// Where a simulated teacher's own sense of difficulty comes from (SimulationPuzzle::teacherScore): a real
// grader's level ("sgt-solo", "qqwing": the grade that grader gave the puzzle in the file, placed on the
// 0-100 score by the type's GraderScales::scoreFromLabel; puzzles it did not grade are left out), or
// "clues": the clue count alone (the fewer clues, the harder; the puzzles' rank by the type's visible
// clue feature spread evenly over 0-100), a feature the graders ignore.
inline const char* const kCluesTeacher = "clues";

// The puzzles of a labelled file (LabelledPuzzles.h) with their features, the `model`'s score and the
// teacher's score from `teacher`, for simulated teachers (tests, bench --teachers); `side` > 0 keeps only
// grids of that many rows. On failure (no such grader in the file, no clue feature): nothing, and a message.
std::optional<std::vector<ps::SimulationPuzzle>> simulationPuzzles(const QString& path, const QString& typeId, const ps::SvmModel& model,
                                                                   int side, const QString& teacher, QString* error);

} // namespace BuiltInTrainingData
