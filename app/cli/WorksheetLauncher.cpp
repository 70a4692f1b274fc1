#include "WorksheetLauncher.h"

#include <cerrno>
#include <cstring>
#include <limits.h>
#include <unistd.h>

namespace cli {
namespace {

// The folder of this program, from the kernel (argv[0] may be a bare name found on PATH).
std::string programFolder()
{
    char path[PATH_MAX];
    const ssize_t length = ::readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0)
        return ".";
    const std::string program(path, static_cast<std::size_t>(length));
    const std::size_t slash = program.rfind('/');
    return slash == std::string::npos ? std::string(".") : program.substr(0, slash);
}

} // namespace

void runWorksheetProgram(char* argv[], std::string& failure)
{
    // Beside this program in the build tree; installed, in PUZZLESMITH_WORKSHEET_FOLDER relative to it
    // (games/ -> lib/puzzlesmith/, a private program that is not on PATH).
    const std::string folder = programFolder();
    const std::string candidates[] = {folder + "/puzzlesmith-worksheet",
                                      folder + "/" PUZZLESMITH_WORKSHEET_FOLDER "/puzzlesmith-worksheet"};
    int error = ENOENT;
    for (const std::string& program : candidates) {
        if (::access(program.c_str(), X_OK) != 0)
            continue;
        ::execv(program.c_str(), argv);
        error = errno;
        failure = program + ": " + std::strerror(error);
        return;
    }
    failure = candidates[1] + ": " + std::strerror(error);
}

} // namespace cli
