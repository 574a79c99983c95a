#pragma once
// Directories of graph files that must not load: each file's "# expect: LINE:COL: MESSAGE-PREFIX"
// names the error it must give, with exactly that location and a message starting with that
// text. A file that says "# torch-result:" instead is an extreme that torch computes: it must
// load, with no negative size anywhere.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <string>

namespace reinplace::testing {

inline void expectEachFileGivesItsError(const std::string& dir, size_t at_least) {
  auto files = filesUnder(dir);
  ASSERT_GE(files.size(), at_least);
  for (const auto& path : files) {
    SCOPED_TRACE(path.filename().string());
    std::string text = readFile(path);
    std::string expect = directive(text, "expect");
    bool valid = !directive(text, "torch-result").empty();
    ASSERT_EQ(expect.empty(), valid) << "needs exactly one of '# expect:' and '# torch-result:'";
    try {
      Graph graph = loadGraph(path.string(), builtinRegistry());
      EXPECT_TRUE(valid) << "loaded without error";
      for (const Node* node : graph)
        for (const TensorMeta& meta : node->meta)
          for (int64_t size : meta.sizes) EXPECT_GE(size, 0) << node->name;
    } catch (const InputError& error) {
      std::string got = std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": " +
                        error.message();
      EXPECT_FALSE(valid) << "full error: " << error.what();
      EXPECT_EQ(got.substr(0, expect.size()), expect) << "full error: " << error.what();
      EXPECT_EQ(error.file(), path.string());
    }
  }
}

} // namespace reinplace::testing
