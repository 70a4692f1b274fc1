// puzzlesmith-cli: the command users type. A small launcher without Qt: it answers `rate FILE` and
// `solve FILE` of plain 9x9 Sudoku lines itself (PlainLinesWithoutQt.h) and hands everything else,
// unchanged, to the full command line, puzzlesmith-cli-qt (app/cli), which it runs in its place. Loading
// Qt Core and the libraries behind it was over half of the time `rate` took for a hundred puzzles, and a
// third of what `solve` took for 400 of the hardest.
#include "PlainLinesWithoutQt.h"
#include "SiblingProgram.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Inputs larger than this go to the full command, which answers each puzzle as it goes (the launcher
// prints only once the whole input has been answered): 4 MB is some 40,000 puzzles, a second's work.
constexpr off_t kMaxInputBytes = 4 * 1024 * 1024;
constexpr int kInterrupted = 130;   // cli::Interrupted

ps::CancelToken interrupt;
std::atomic<int> interrupts{0};

// As the full command's stopOnInterrupt (CliSupport.cpp): the first Ctrl+C or SIGTERM stops the work
// and what was answered goes out; a second one ends the program at once.
extern "C" void onInterrupt(int)
{
    if (interrupts.fetch_add(1) > 0)
        std::_Exit(kInterrupted);
    interrupt.cancel();
}

void handleInterrupts(void (*handler)(int))
{
    struct sigaction action {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

bool isPlainName(const char* path)
{
    // Leave names the full command reads otherwise (options, standard input by "" or "-") or decodes
    // (bytes beyond ASCII: its file names are QStrings) to it.
    if (path[0] == '\0' || path[0] == '-')
        return false;
    for (const char* c = path; *c; ++c)
        if (static_cast<unsigned char>(*c) < 0x20 || static_cast<unsigned char>(*c) >= 0x7f)
            return false;
    return true;
}

// The whole of a regular file from its current position, or nothing (not a regular file, too large,
// unreadable). Standard input is read from a file only (`rate < FILE`): a pipe or a terminal is the full
// command's, which answers each puzzle as it arrives.
std::optional<std::string> readRegularFile(int descriptor)
{
    struct stat status {};
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode) || status.st_size > kMaxInputBytes)
        return std::nullopt;
    std::string text;
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(descriptor, buffer, sizeof buffer);
        if (got == 0)
            return text;
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 || text.size() + static_cast<std::size_t>(got) > static_cast<std::size_t>(kMaxInputBytes))
            return std::nullopt;
        text.append(buffer, static_cast<std::size_t>(got));
    }
}

bool writeAll(const std::string& text)
{
    std::size_t written = 0;
    while (written < text.size()) {
        const ssize_t put = ::write(STDOUT_FILENO, text.data() + written, text.size() - written);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return false;
        written += static_cast<std::size_t>(put);
    }
    return true;
}

// `rate`, `rate -`, `rate FILE` and the same with `solve` answered here: the exit code, or nothing when
// the full command must answer (then standard input, when it was read, is back where it was).
std::optional<int> serveWithoutQt(int argc, char* argv[])
{
    if (argc < 2 || argc > 3)
        return std::nullopt;
    launcher::PlainCommand command;
    if (std::strcmp(argv[1], "rate") == 0)
        command = launcher::PlainCommand::Rate;
    else if (std::strcmp(argv[1], "solve") == 0)
        command = launcher::PlainCommand::Solve;
    else
        return std::nullopt;
    const bool standardInput = argc == 2 || std::strcmp(argv[2], "-") == 0;
    if (!standardInput && !isPlainName(argv[2]))
        return std::nullopt;
    const int descriptor = standardInput ? STDIN_FILENO : ::open(argv[2], O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return std::nullopt;
    const off_t start = ::lseek(descriptor, 0, SEEK_CUR);
    std::optional<std::string> text = start < 0 ? std::nullopt : readRegularFile(descriptor);
    std::optional<launcher::QuickAnswer> answer;
    if (text) {
        handleInterrupts(onInterrupt);
        answer = launcher::answerWithoutQt(command, *text, interrupt);
        handleInterrupts(SIG_DFL);
        if (!answer && interrupts.load() > 0)
            std::raise(SIGINT);   // stopped before anything was answered: as the full command before it starts
    }
    // A failed write (a full disk, a closed pipe) goes to the full command too, which meets the same
    // failure and says so in the user's language.
    if (answer && !writeAll(answer->output))
        answer.reset();
    if (!standardInput)
        ::close(descriptor);
    else if (!answer && start >= 0)
        ::lseek(descriptor, start, SEEK_SET);   // the full command reads standard input from where it was
    if (!answer)
        return std::nullopt;
    return answer->interrupted ? kInterrupted : 0;
}

} // namespace

int main(int argc, char* argv[])
{
    // A closed pipe is a failed write, as in the full command (ignored signals stay ignored across exec).
    std::signal(SIGPIPE, SIG_IGN);
    if (const auto code = serveWithoutQt(argc, argv))
        return *code;
    std::string failure;
    cli::execSiblingProgram("puzzlesmith-cli-qt", PUZZLESMITH_PRIVATE_FOLDER, argv, failure);
    // Only a damaged installation gets here, before any translation could be loaded: English.
    std::fprintf(stderr, "puzzlesmith-cli: cannot start the full command line %s\n", failure.c_str());
    return 1;
}
