#pragma once
// For a test that needs something of the machine rather than of the project (a locale, say): on a
// developer's machine without it the test skips, saying what is missing; under CI (CI set, as .ci/run
// runs) it fails, because scripts/setup.sh installs everything the tests need, so a skip there would
// only hide a broken set-up behind ctest's "Passed".
#include <QtTest>

#define PS_SKIP_OUTSIDE_CI(reason)                                                                                    \
    do {                                                                                                              \
        if (!qEnvironmentVariableIsEmpty("CI"))                                                                       \
            QFAIL(reason " (under CI, where scripts/setup.sh installs it)");                                        \
        QSKIP(reason);                                                                                                \
    } while (false)
