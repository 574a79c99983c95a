// Parameters that share one storage (" in s", " in s[40]"): what the parser reads, the one
// StorageId meta propagation gives them, the sizes input_storage.h resolves, and the printer
// writing the sharing back so that the output loads with the same sharing. The errors are files
// in malformed/ (shared_storage_*.fx).

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/ir/input_storage.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

Graph load(const std::string& source, const ParseOptions& options = {}) {
  Graph graph = parseFxCode(source, "<test>", builtinRegistry(), options);
  propagateMeta(graph);
  return graph;
}

const Node* parameter(const Graph& graph, const std::string& name) {
  for (const Node* input : graph.placeholders())
    if (input->name == name) return input;
  return nullptr;
}

StorageId storageOfParameter(const Graph& graph, const std::string& name) {
  return parameter(graph, name)->tensorMeta().storage;
}

TEST(MetaText, ReadsTheStorageNameAndSize) {
  auto plain = parseMetaText("f32[4, 4][1, 4]@2");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->shared_storage, nullptr);

  auto named = parseMetaText("f32[4, 4][1, 4]@2 in s");
  ASSERT_TRUE(named && named->shared_storage);
  EXPECT_EQ(named->shared_storage->name, "s");
  EXPECT_FALSE(named->shared_storage->elements);
  EXPECT_EQ(named->meta.storage_offset, 2);
  EXPECT_EQ(named->meta.strides, (Shape{1, 4}));

  auto sized = parseMetaText("b8[3] cpu in weights_1[40]");
  ASSERT_TRUE(sized && sized->shared_storage);
  EXPECT_EQ(sized->shared_storage->name, "weights_1");
  EXPECT_EQ(sized->shared_storage->elements, 40);
  EXPECT_EQ(sized->meta.dtype, DType::b8);

  std::string error;
  EXPECT_FALSE(parseMetaText("f32[4] in 1s", &error));
  EXPECT_NE(error.find("expected a storage name"), std::string::npos) << error;
  EXPECT_FALSE(parseMetaText("f32[4] in s[4] t", &error));
  EXPECT_NE(error.find("unexpected 't' after storage 's'"), std::string::npos) << error;
}

TEST(SharedStorage, ParametersNamingOneStorageShareOneStorageId) {
  Graph graph = load(
      R"(def forward(self, a: "f32[4, 4] in s", b: "f32[4, 4][1, 4] in s", c: "f32[2][1]@3 in s", d: "f32[4, 4]", e: "f32[4] in t", f: "f32[4] in t"):
    return (a, b, c, d, e, f)
)");
  StorageId s = storageOfParameter(graph, "a");
  EXPECT_EQ(storageOfParameter(graph, "b"), s);
  EXPECT_EQ(storageOfParameter(graph, "c"), s);
  EXPECT_NE(storageOfParameter(graph, "d"), s);
  EXPECT_NE(storageOfParameter(graph, "e"), s);
  EXPECT_NE(storageOfParameter(graph, "e"), storageOfParameter(graph, "d"));
  EXPECT_EQ(storageOfParameter(graph, "f"), storageOfParameter(graph, "e"));
  // Each keeps its own layout.
  EXPECT_EQ(parameter(graph, "b")->tensorMeta().strides, (Shape{1, 4}));
  EXPECT_EQ(parameter(graph, "c")->tensorMeta().storage_offset, 3);
}

TEST(SharedStorage, SizeIsWrittenOrTheSmallestThatHoldsEveryInput) {
  Graph graph = load(
      R"(def forward(self, a: "f32[2, 2] in s", b: "f32[3][2]@1 in s", c: "f32[4] in t[9]", d: "f32[2] in t", e: "f32[0] in u"):
    return (a, b, c, d, e)
)");
  std::vector<InputStorage> storages = sharedInputStorages(graph);
  ASSERT_EQ(storages.size(), 3u);
  EXPECT_EQ(storages[0].name, "s");
  EXPECT_EQ(storages[0].elements, 6); // b reaches element 5
  EXPECT_FALSE(storages[0].size_written);
  EXPECT_EQ(storages[0].inputs,
            (std::vector<const Node*>{parameter(graph, "a"), parameter(graph, "b")}));
  EXPECT_EQ(storages[1].name, "t");
  EXPECT_EQ(storages[1].elements, 9);
  EXPECT_TRUE(storages[1].size_written);
  EXPECT_EQ(storages[2].elements, 0);
  EXPECT_EQ(storageOf(storages, parameter(graph, "d")), &storages[1]);
}

TEST(SharedStorage, PrintedWithItsSizeAndLoadsAgainWithTheSameSharing) {
  const char* source =
      R"(def forward(self, a: "f32[2, 2] in s", b: "f32[2, 2][1, 2] in s", c: "f32[3][2]@1 in s", x: "f32[4]"):
    add = torch.ops.aten.add.Tensor(a, b)
    return (add, c, x)
)";
  Graph graph = load(source);
  std::string printed = printFxCode(graph);
  EXPECT_EQ(printed.substr(0, printed.find('\n')),
            R"(def forward(self, a: "f32[2, 2] in s[6]", b: "f32[2, 2][1, 2] in s[6]", )"
            R"(c: "f32[3][2]@1 in s[6]", x: "f32[4]"):)");
  Graph again = load(printed);
  EXPECT_EQ(printFxCode(again), printed);
  EXPECT_EQ(storageOfParameter(again, "b"), storageOfParameter(again, "a"));
  EXPECT_EQ(storageOfParameter(again, "c"), storageOfParameter(again, "a"));
  EXPECT_NE(storageOfParameter(again, "x"), storageOfParameter(again, "a"));

  // Without parameter annotations (torch's own .code) the sharing is still written: no other
  // annotation implies it.
  PrintOptions bare;
  bare.annotate_parameters = false;
  std::string torch_style = printFxCode(graph, bare);
  EXPECT_EQ(torch_style.substr(0, torch_style.find('\n')),
            R"(def forward(self, a: "f32[2, 2] in s[6]", b: "f32[2, 2][1, 2] in s[6]", )"
            R"(c: "f32[3][2]@1 in s[6]", x):)");
}

TEST(SharedStorage, InputOptionsMayNameAStorage) {
  ParseOptions options;
  options.input_meta["a"] = *parseMetaText("f32[4] in s");
  options.input_meta["b"] = *parseMetaText("f32[2]@2 in s[8]");
  Graph graph = load("def forward(self, a, b):\n    return (a, b)\n", options);
  EXPECT_EQ(storageOfParameter(graph, "a"), storageOfParameter(graph, "b"));
  EXPECT_EQ(sharedInputStorages(graph).at(0).elements, 8);
}

} // namespace
} // namespace reinplace
