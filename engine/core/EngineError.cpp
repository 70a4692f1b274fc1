#include "EngineError.h"

namespace ps {

namespace {

// %1..%9 from the arguments; %n is the count (when there is one).
std::string fillMessage(const std::string& messageTemplate, const std::vector<std::string>& arguments, int count)
{
    std::string out;
    for (std::size_t i = 0; i < messageTemplate.size(); ++i) {
        const char c = messageTemplate[i];
        if (c == '%' && i + 1 < messageTemplate.size() && messageTemplate[i + 1] >= '1' && messageTemplate[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(messageTemplate[i + 1] - '1');
            out += k < arguments.size() ? arguments[k] : std::string();
            ++i;
        } else if (c == '%' && count >= 0 && i + 1 < messageTemplate.size() && messageTemplate[i + 1] == 'n') {
            out += std::to_string(count);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

std::string EngineMessage::text() const { return fillMessage(messageTemplate, arguments, count); }

EngineError::EngineError(std::string messageTemplate, std::vector<std::string> arguments, int count)
    : std::runtime_error(fillMessage(messageTemplate, arguments, count))
    , message_{std::move(messageTemplate), std::move(arguments), count}
{
}

} // namespace ps
