// libFuzzer target: arbitrary bytes as FX code. Bad input must end in a clean InputError (never a
// crash, hang or sanitizer report); input that loads must print to text that loads back to the
// same text.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace reinplace;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  ParseOptions options;
  options.max_elements_per_tensor = int64_t{1} << 24;
  std::string printed;
  try {
    Graph graph = parseFxCode(text, "<fuzz>", builtinRegistry(), options);
    propagateMeta(graph);
    printed = printFxCode(graph);
  } catch (const InputError&) {
    return 0;
  }
  try {
    Graph again = parseFxCode(printed, "<printed>", builtinRegistry(), options);
    propagateMeta(again);
    if (printFxCode(again) != printed) {
      std::fprintf(stderr, "print/parse round trip changed the text:\n%s", printed.c_str());
      std::abort();
    }
  } catch (const InputError& error) {
    std::fprintf(stderr, "printed graph does not load: %s\n%s", error.what(), printed.c_str());
    std::abort();
  }
  return 0;
}
