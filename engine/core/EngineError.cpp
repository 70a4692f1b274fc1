#include "EngineError.h"

namespace ps {

namespace {

std::string fillMessage(const std::string& messageTemplate, const std::vector<std::string>& arguments)
{
    std::string out;
    for (std::size_t i = 0; i < messageTemplate.size(); ++i) {
        const char c = messageTemplate[i];
        if (c == '%' && i + 1 < messageTemplate.size() && messageTemplate[i + 1] >= '1' && messageTemplate[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(messageTemplate[i + 1] - '1');
            out += k < arguments.size() ? arguments[k] : std::string();
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

std::string EngineMessage::text() const { return fillMessage(messageTemplate, arguments); }

EngineError::EngineError(std::string messageTemplate, std::vector<std::string> arguments)
    : std::runtime_error(fillMessage(messageTemplate, arguments))
    , message_{std::move(messageTemplate), std::move(arguments)}
{
}

} // namespace ps
