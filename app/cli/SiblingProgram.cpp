#include "SiblingProgram.h"

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

void execSiblingProgram(const char* program, const char* installedFolder, char* argv[], std::string& failure)
{
    const std::string folder = programFolder();
    const std::string candidates[] = {folder + "/" + program, folder + "/" + installedFolder + "/" + program};
    int error = ENOENT;
    for (const std::string& path : candidates) {
        if (::access(path.c_str(), X_OK) != 0)
            continue;
        ::execv(path.c_str(), argv);
        error = errno;
        failure = path + ": " + std::strerror(error);
        return;
    }
    failure = candidates[1] + ": " + std::strerror(error);
}

} // namespace cli
