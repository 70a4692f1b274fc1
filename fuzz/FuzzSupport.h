#pragma once
// Shared by the fuzz targets: a private scratch file for readers that only take a path, and a check that
// stops the run (libFuzzer records the input) when a reader breaks one of its own promises.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

#include <QString>

namespace fuzz {

// One file per process, rewritten for every input (in /dev/shm when there is one: no disk traffic).
class ScratchFile {
public:
    explicit ScratchFile(const char* suffix)
    {
        const char* dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
        std::string name = std::string(dir) + "/puzzlesmith-fuzz-XXXXXX" + suffix;
        const int fd = mkstemps(name.data(), static_cast<int>(std::char_traits<char>::length(suffix)));
        if (fd < 0) {
            std::perror("mkstemps");
            std::abort();
        }
        close(fd);
        path_ = name;
    }
    ~ScratchFile() { std::remove(path_.c_str()); }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;

    // Replaces the file's content with `size` bytes of `data`; returns its path.
    QString write(const std::uint8_t* data, std::size_t size) const
    {
        std::FILE* file = std::fopen(path_.c_str(), "wb");
        if (!file || (size > 0 && std::fwrite(data, 1, size, file) != size) || std::fclose(file) != 0) {
            std::perror(path_.c_str());
            std::abort();
        }
        return QString::fromStdString(path_);
    }

private:
    std::string path_;
};

} // namespace fuzz

// A broken promise is a finding like a crash: print what and where, then abort so the input is kept.
#define FUZZ_CHECK(condition)                                                                               \
    do {                                                                                                    \
        if (!(condition)) {                                                                                 \
            std::fprintf(stderr, "FUZZ_CHECK failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__);     \
            std::abort();                                                                                   \
        }                                                                                                   \
    } while (0)
