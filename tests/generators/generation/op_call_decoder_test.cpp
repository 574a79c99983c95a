// The byte decoder of fuzz_ops: every op it may call is reachable, every call it makes binds to
// its op's schema and prints as FX code that reads back the same, and its integers are the
// adversarial set the fuzzer's dictionary spells.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/bound_args.h"
#include "generators/generation/op_call_decoder.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <string>

namespace reinplace::gen {
namespace {

DecodedOpCall decode(const std::vector<uint8_t>& bytes) {
  return decodeOpCall(std::span<const uint8_t>(bytes));
}

std::vector<uint8_t> opPrefix(size_t index) {
  return {static_cast<uint8_t>(index >> 8), static_cast<uint8_t>(index & 0xff)};
}

size_t indexOf(std::string_view name) {
  const auto& ops = decodableOps();
  auto found = std::find_if(ops.begin(), ops.end(),
                            [&](const OpInfo* op) { return op->qualified_name == name; });
  EXPECT_NE(found, ops.end()) << name;
  return static_cast<size_t>(found - ops.begin());
}

TEST(OpCallDecoder, TwoLeadingBytesReachEveryDecodableOp) {
  const auto& ops = decodableOps();
  ASSERT_LT(ops.size(), size_t{1} << 16);
  for (size_t i = 0; i < ops.size(); ++i) EXPECT_EQ(decode(opPrefix(i)).op, ops[i]) << i;
}

TEST(OpCallDecoder, DecodableOpsAreThoseWithARuleAndPassableArguments) {
  std::set<const OpInfo*> decodable(decodableOps().begin(), decodableOps().end());
  size_t with_rule = 0;
  for (const auto& op : builtinRegistry().ops()) {
    if (!op->meta_rule) {
      EXPECT_FALSE(decodable.count(op)) << op->qualified_name;
      continue;
    }
    ++with_rule;
    bool needs_unpassable = false;
    for (const SchemaArgument& argument : op->schema.arguments) {
      BaseType base = argument.type.base;
      bool unpassable = base == BaseType::Dimname || base == BaseType::Storage ||
                        base == BaseType::Stream || base == BaseType::QScheme ||
                        base == BaseType::Generator;
      needs_unpassable |= unpassable && !argument.type.optional && !argument.default_value;
    }
    EXPECT_EQ(decodable.count(op) == 1, !needs_unpassable) << op->qualified_name;
  }
  // Nearly every op with a rule can be called (all of them today): a required Dimname or
  // Generator would leave one out.
  EXPECT_GT(decodable.size() * 10, with_rule * 9);
}

TEST(OpCallDecoder, RawSelectorReadsEightLittleEndianBytes) {
  // arange(Scalar end, ...): its first argument has no default; a Scalar's first byte 0 makes it
  // an int, read from the next byte on.
  std::vector<uint8_t> bytes = opPrefix(indexOf("arange.default"));
  bytes.push_back(0);
  bytes.push_back(kRawIntSelector);
  for (int i = 0; i < 7; ++i) bytes.push_back(0);
  bytes.push_back(0x80);
  DecodedOpCall call = decode(bytes);
  ASSERT_EQ(call.op->qualified_name, "arange.default");
  EXPECT_EQ(std::get<int64_t>(call.call->args.at(0).value), std::numeric_limits<int64_t>::min());
  // A selector from 0xC0 up picks from the adversarial set.
  bytes = opPrefix(indexOf("arange.default"));
  bytes.push_back(0);
  bytes.push_back(0xC5);
  call = decode(bytes);
  EXPECT_EQ(std::get<int64_t>(call.call->args.at(0).value),
            adversarialInts()[0xC5 % adversarialInts().size()]);
}

TEST(OpCallDecoder, DictionaryHoldsTheAdversarialIntegers) {
  std::ifstream dict(std::string(REINPLACE_SOURCE_DIR) + "/fuzz/adversarial_ints.dict");
  ASSERT_TRUE(dict) << "fuzz/adversarial_ints.dict";
  std::vector<int64_t> read;
  const std::regex entry(R"(^int_m?\d+="((\\x[0-9A-F]{2}){9})\"$)");
  for (std::string line; std::getline(dict, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::smatch match;
    ASSERT_TRUE(std::regex_match(line, match, entry)) << line;
    std::string escaped = match[1];
    EXPECT_EQ(escaped.substr(0, 4), "\\xF0") << line;
    uint64_t value = 0;
    for (int i = 0; i < 8; ++i)
      value |= std::stoull(escaped.substr(4 * (i + 1) + 2, 2), nullptr, 16) << (8 * i);
    read.push_back(static_cast<int64_t>(value));
  }
  EXPECT_EQ(read, adversarialInts());
  std::set<int64_t> distinct(read.begin(), read.end());
  EXPECT_EQ(distinct.size(), read.size());
  for (int64_t needed :
       {int64_t{0}, int64_t{1}, int64_t{-1}, std::numeric_limits<int64_t>::min(),
        std::numeric_limits<int64_t>::max(), int64_t{1} << 31, -(int64_t{1} << 31),
        int64_t{1} << 32, -(int64_t{1} << 32), int64_t{1} << 62, -(int64_t{1} << 62)})
    EXPECT_TRUE(distinct.count(needed)) << needed;
}

RC_GTEST_PROP(OpCallDecoder, CallsBindToTheirSchema, (const std::vector<uint8_t>& bytes)) {
  DecodedOpCall call = decode(bytes);
  RC_ASSERT(call.call->op == call.op);
  try {
    BoundArgs bound(*call.op, call.call->args, call.call->kwargs);
    RC_ASSERT(bound.size() == call.op->schema.arguments.size());
  } catch (const BindError& error) {
    RC_FAIL(call.op->qualified_name + ": " + error.what());
  }
}

RC_GTEST_PROP(OpCallDecoder, DecodingIsDeterministicAndPrintsAsFxCodeThatReadsBack,
              (const std::vector<uint8_t>& bytes)) {
  DecodedOpCall call = decode(bytes);
  MetaPropagator propagator(call.graph);
  try {
    for (Node* input : call.graph.placeholders()) propagator.propagate(input);
  } catch (const InputError&) {
    RC_SUCCEED("an input's annotation is refused");
  }
  std::string text = printFxCode(call.graph);
  DecodedOpCall again = decode(bytes);
  MetaPropagator again_propagator(again.graph);
  for (Node* input : again.graph.placeholders()) again_propagator.propagate(input);
  RC_ASSERT(printFxCode(again.graph) == text);
  // The inputs may be huge, as views made by other ops can be: the parser's element cap is
  // lifted, and an input past its caps on strides and offsets is refused by name.
  ParseOptions uncapped;
  uncapped.max_elements_per_tensor = std::numeric_limits<int64_t>::max();
  Graph parsed;
  try {
    parsed = parseFxCode(text + "    return ()\n", "<decoded>", builtinRegistry(), uncapped);
  } catch (const InputError& error) {
    const std::string message = error.what();
    if (message.find("exceeds the limit") == std::string::npos &&
        message.find("overflow 64-bit strides") == std::string::npos)
      RC_FAIL(message);
    RC_SUCCEED("an input beyond the format's caps");
  }
  MetaPropagator parsed_propagator(parsed);
  for (Node* input : parsed.placeholders()) parsed_propagator.propagate(input);
  RC_ASSERT(printFxCode(parsed).starts_with(text));
}

} // namespace
} // namespace reinplace::gen
