#pragma once
#include "core/CancelToken.h"

#include <z3++.h>

namespace ps {

// solver.check(assumptions), stopped with "unknown" soon after `cancel` is cancelled or out of time.
// z3 cannot poll a CancelToken: while a token is given, a watcher thread interrupts the context once it
// reads as cancelled (and is woken at once when the check ends, so quick checks cost no waiting).
z3::check_result checkUnlessCancelled(z3::context& context, z3::solver& solver, const z3::expr_vector& assumptions,
                                      const CancelToken* cancel);

} // namespace ps
