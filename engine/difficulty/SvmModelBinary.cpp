// SvmModel's binary form: every number the predictions use, in the order below, as this machine stores
// them (the build writes it and the same program reads it), after a tag that names the layout.
#include "SvmModel.h"

#include "core/EngineError.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <type_traits>

namespace ps {
namespace {

// The tag: a name, the layout's version, and the sizes of the numbers, so that bytes from another
// layout or another kind of machine are refused instead of misread.
constexpr char kTag[16] = {'p', 's', '-', 's', 'v', 'm', '-', 'b', 'i', 'n', ' ', '1',
                           static_cast<char>(sizeof(double)), static_cast<char>(sizeof(std::int32_t)),
                           static_cast<char>(sizeof(std::uint64_t)), '\n'};
constexpr std::uint64_t kMaxFeatures = 1000;    // as fromText allows
constexpr std::uint64_t kMaxVectors = 1000000;  // as readLibsvmModel allows
constexpr std::uint64_t kMaxClasses = 64;

class Writer {
public:
    template <typename T>
    void value(T v)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        bytes_.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    template <typename T>
    void array(const std::vector<T>& values)
    {
        value(static_cast<std::uint64_t>(values.size()));
        bytes_.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(T));
    }
    std::string take() { return std::move(bytes_); }

private:
    std::string bytes_{kTag, sizeof kTag};
};

EngineError damaged() { return EngineError(PS_TRANSLATE("Engine", "This is not a Puzzlesmith difficulty model, or it is damaged.")); }

class Reader {
public:
    explicit Reader(std::string_view bytes) : bytes_(bytes)
    {
        if (bytes_.size() < sizeof kTag || std::memcmp(bytes_.data(), kTag, sizeof kTag) != 0)
            throw damaged();
        position_ = sizeof kTag;
    }
    template <typename T>
    T value()
    {
        T v;
        take(&v, sizeof v);
        return v;
    }
    // An array of at most `limit` values; with `expected`, exactly that many.
    template <typename T>
    std::vector<T> array(std::uint64_t limit, std::optional<std::uint64_t> expected = std::nullopt)
    {
        const auto size = value<std::uint64_t>();
        if (size > limit || (expected && size != *expected))
            throw damaged();
        std::vector<T> values(static_cast<std::size_t>(size));
        take(values.data(), values.size() * sizeof(T));
        return values;
    }
    bool atEnd() const { return position_ == bytes_.size(); }

private:
    void take(void* to, std::size_t size)
    {
        if (size > bytes_.size() - position_)
            throw damaged();
        if (size > 0)
            std::memcpy(to, bytes_.data() + position_, size);
        position_ += size;
    }

    std::string_view bytes_;
    std::size_t position_ = 0;
};

bool allFinite(const std::vector<double>& values)
{
    for (double v : values)
        if (!std::isfinite(v))
            return false;
    return true;
}

} // namespace

std::string SvmModel::toBinary() const
{
    Writer out;
    out.value(static_cast<std::uint8_t>(regression_));
    out.value(epsilon_);
    out.value(cost_);
    out.value(gamma_);
    out.array(bands_.cuts);
    for (const std::vector<double>& knots : placement_.knots)
        out.array(knots);
    out.array(minimum_);
    out.array(maximum_);
    out.value(static_cast<std::int32_t>(svm_.classes));
    out.value(static_cast<std::uint64_t>(svm_.count));
    out.value(svm_.gamma);
    out.array(svm_.rho);
    out.array(std::vector<std::int32_t>(svm_.labels.begin(), svm_.labels.end()));
    out.array(std::vector<std::int32_t>(svm_.perClass.begin(), svm_.perClass.end()));
    out.array(svm_.coefficients);
    out.array(columns_);
    return out.take();
}

SvmModel SvmModel::fromBinary(std::string_view bytes, std::function<std::string()> text)
{
    Reader in(bytes);
    SvmModel model;
    const auto regression = in.value<std::uint8_t>();
    if (regression > 1)
        throw damaged();
    model.regression_ = regression == 1;
    model.epsilon_ = in.value<double>();
    model.cost_ = in.value<double>();
    model.gamma_ = in.value<double>();
    model.bands_.cuts = in.array<double>(model.bands_.cuts.size(), model.bands_.cuts.size());
    for (std::vector<double>& knots : model.placement_.knots) {
        knots = in.array<double>(1001);
        if (!allFinite(knots) || !std::is_sorted(knots.begin(), knots.end()))
            throw damaged();
    }
    model.minimum_ = in.array<double>(kMaxFeatures);
    const std::uint64_t features = model.minimum_.size();
    model.maximum_ = in.array<double>(kMaxFeatures, features);
    const auto classes = in.value<std::int32_t>();
    const auto count = in.value<std::uint64_t>();
    if (features == 0 || classes < 2 || static_cast<std::uint64_t>(classes) > kMaxClasses || count > kMaxVectors)
        throw damaged();
    model.svm_.classes = classes;
    model.svm_.count = static_cast<std::size_t>(count);
    model.svm_.gamma = in.value<double>();
    const std::uint64_t pairs = static_cast<std::uint64_t>(classes) * static_cast<std::uint64_t>(classes - 1) / 2;
    model.svm_.rho = in.array<double>(kMaxClasses * kMaxClasses, pairs);
    const std::uint64_t perClassCount = model.regression_ ? 0 : static_cast<std::uint64_t>(classes);
    const auto labels = in.array<std::int32_t>(kMaxClasses, perClassCount);
    const auto perClass = in.array<std::int32_t>(kMaxClasses, perClassCount);
    model.svm_.labels.assign(labels.begin(), labels.end());
    model.svm_.perClass.assign(perClass.begin(), perClass.end());
    std::uint64_t total = 0;
    for (const std::int32_t n : perClass) {
        if (n < 0)
            throw damaged();
        total += static_cast<std::uint64_t>(n);
    }
    if (!model.regression_ && total != count)
        throw damaged();
    model.svm_.coefficients = in.array<double>(kMaxClasses * kMaxVectors, static_cast<std::uint64_t>(classes - 1) * count);
    model.columns_ = in.array<double>(kMaxFeatures * kMaxVectors, features * count);
    if (!in.atEnd() || !std::isfinite(model.epsilon_) || !std::isfinite(model.cost_) || !std::isfinite(model.gamma_) ||
        !std::isfinite(model.svm_.gamma) || !allFinite(model.bands_.cuts) || !allFinite(model.minimum_) || !allFinite(model.maximum_) ||
        !allFinite(model.svm_.rho))
        throw damaged();
    for (std::size_t i = 0; i < features; ++i)
        if (model.minimum_[i] > model.maximum_[i])
            throw damaged();
    model.libsvm_ = std::make_shared<Libsvm>();
    model.libsvm_->source = std::move(text);
    return model;
}

} // namespace ps
