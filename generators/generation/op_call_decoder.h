#pragma once
// Bytes -> one call of any registered op that has a meta rule, with every schema argument filled
// from the bytes: tensors as program inputs of random layouts (rank 0-6; sizes and strides of 0,
// 1, small and huge values; storage offsets; sometimes a storage shared with another input),
// integers from an adversarial set (0, ±1, ±2^31, ±2^32, ±2^62, INT64_MIN, INT64_MAX and their
// neighbours) or ordinary small ones, floats including NaN and infinities, lists of random
// length, defaults sometimes left out. fuzz_ops checks each op's meta rule and kernel against
// what any call must satisfy; the call is not meant to be valid.
//
// Layout of the bytes: two bytes pick the op (modulo the number of decodable ops), then each
// argument reads what it needs; a stream that runs out reads zeros, so every byte string
// decodes to a call.

#include "core/ir/graph.h"
#include "core/ops/op_registry.h"

#include <cstdint>
#include <span>
#include <vector>

namespace reinplace::gen {

/// The ops a decoded call can name, in registry order: those with a meta rule whose every
/// required argument has a type FX code can pass (not a Dimname, Storage, Stream, QScheme or
/// Generator).
const std::vector<const OpInfo*>& decodableOps();

/// The integers that break size arithmetic: 0, ±1, ±2, ±2^31 and ±2^32 (and their neighbours),
/// ±2^62, 2^40, INT64_MIN, INT64_MAX and their neighbours. The fuzzer's dictionary holds each as
/// kRawIntSelector followed by its 8 little-endian bytes.
const std::vector<int64_t>& adversarialInts();

/// An integer argument whose selector byte is this reads the next 8 bytes as its value.
inline constexpr uint8_t kRawIntSelector = 0xF0;

struct DecodedOpCall {
  /// Placeholders for the tensor arguments, then the call; no output node. Nothing propagated.
  Graph graph;
  const OpInfo* op = nullptr;
  Node* call = nullptr;
};

DecodedOpCall decodeOpCall(std::span<const uint8_t> bytes);

} // namespace reinplace::gen
