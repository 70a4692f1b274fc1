#include "EngineMessages.h"

#include <QCoreApplication>

QString translateEngineMessage(const ps::EngineMessage& message)
{
    QString text = QCoreApplication::translate("Engine", message.messageTemplate.c_str());
    for (const std::string& argument : message.arguments)
        text = text.arg(QString::fromStdString(argument));
    return text;
}
