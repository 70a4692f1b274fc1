#include "EngineMessages.h"

#include "types/PuzzleRules.h"

#include <QCoreApplication>

QString translateEngineMessage(const ps::EngineMessage& message)
{
    // With a count (>= 0), its plural form is picked and %n filled in; -1 is translate's "no count".
    QString text = QCoreApplication::translate("Engine", message.messageTemplate.c_str(), nullptr, message.count);
    for (const std::string& argument : message.arguments)
        text = text.arg(QString::fromStdString(argument));
    return text;
}

QString describeRules(const ps::PuzzleRules& rules) { return translateEngineMessage(rules.description()); }

QString difficultyDisplayName(ps::Difficulty difficulty)
{
    switch (difficulty) {
    case ps::Difficulty::Easy: return QCoreApplication::translate("Difficulty", "Easy");
    case ps::Difficulty::Medium: return QCoreApplication::translate("Difficulty", "Medium");
    case ps::Difficulty::Hard: return QCoreApplication::translate("Difficulty", "Hard");
    case ps::Difficulty::Evil: return QCoreApplication::translate("Difficulty", "Evil");
    }
    return {};
}

QString techniqueDisplayName(const ps::StepSolver& solver, int technique)
{
    return QCoreApplication::translate("Technique", solver.techniqueName(technique).c_str());
}
