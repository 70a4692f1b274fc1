#pragma once
#include "core/EngineError.h"

#include <QString>

// Engine messages arrive as English templates; this translates the template ("Engine" context) and
// fills in the arguments.
QString translateEngineMessage(const ps::EngineMessage& message);
