#pragma once
#include <csignal>
#include <sys/resource.h>

// While alive, this process cannot write files beyond `bytes` (writes past it fail with EFBIG, as on a
// full disk); the earlier limit comes back when it goes.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);   // a failed write, not a killed process
        getrlimit(RLIMIT_FSIZE, &before_);
        rlimit small = before_;
        small.rlim_cur = bytes;
        active_ = setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &before_); }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool isActive() const { return active_; }

private:
    rlimit before_{};
    bool active_ = false;
};
