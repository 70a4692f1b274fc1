#pragma once
#include <stdexcept>
#include <string>
#include <vector>

// Marks an engine message for translation. The engine has no Qt; lupdate is told to read PS_TRANSLATE
// like QT_TRANSLATE_NOOP, and the app translates the template before filling in %1, %2, ...
// A template with a count in it is written PS_TRANSLATE(context, "... %n square(s) ...", nullptr, count),
// like QCoreApplication::translate with a count: lupdate then files it as a numerus message (plural forms).
// The macro drops the last two arguments; the count itself goes in EngineMessage::count.
#define PS_TRANSLATE(context, text, ...) text

namespace ps {

// A message for the user: an English template with %1.. placeholders and its arguments, so that the app
// can translate the template before filling it in.
struct EngineMessage {
    std::string messageTemplate;
    std::vector<std::string> arguments;
    int count = -1;   // when >= 0, the template has %n and is translated with this count (its plural form)

    std::string text() const;   // filled in, English
};

// An error the user can act on.
class EngineError : public std::runtime_error {
public:
    EngineError(std::string messageTemplate, std::vector<std::string> arguments = {}, int count = -1);

    const EngineMessage& message() const { return message_; }

private:
    EngineMessage message_;
};

} // namespace ps
