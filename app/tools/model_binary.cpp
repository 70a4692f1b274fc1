// model_binary IN.model OUT.bin: a difficulty model's text (resources/models/) in the binary form the
// program reads at run time (SvmModel::toBinary). Run by the build for every built-in model; the text
// stays the model's source and is compiled in beside it.
#include "core/EngineError.h"
#include "difficulty/SvmModel.h"

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char* argv[])
{
    if (argc != 3) {
        std::cerr << "usage: model_binary IN.model OUT.bin\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in) {
        std::cerr << "model_binary: cannot read " << argv[1] << '\n';
        return 1;
    }
    try {
        const std::string bytes = ps::SvmModel::fromText(text.str()).toBinary();
        std::ofstream out(argv[2], std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        if (!out.flush()) {
            std::cerr << "model_binary: cannot write " << argv[2] << '\n';
            return 1;
        }
    } catch (const ps::EngineError& e) {
        std::cerr << "model_binary: " << argv[1] << ": " << e.what() << '\n';
        return 1;
    }
    return 0;
}
