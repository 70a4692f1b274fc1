#pragma once

// Defaults the full command line (CliSupport.h) and the Qt-free launcher (app/launcher) must agree on.
namespace cli {

// --time-limit: how long solve and rate may spend on one puzzle before saying they could not decide.
inline constexpr int kDefaultTimeLimitSeconds = 30;

} // namespace cli
