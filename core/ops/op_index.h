#pragma once
// OpIndex: where an op is in a table of schema strings sorted by (name, overload name), found by
// those names. Sorted so, a packet's overloads sit side by side: a packet is a range of entries,
// and the index is a hash table of packets with each entry's names located in its schema text.
//
// The code that builds it is constexpr, so torch's table of 3,300 schemas is indexed when the
// program is compiled (aten_schemas.h) and a command's start-up builds nothing; a registry of a
// few definitions (tests) builds its own at run time with the same code.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

namespace reinplace {

/// Where an entry's packet and overload names are in its schema text ("add.Tensor(Tensor self,
/// ..."): lengths and a position, so the index stays small.
struct OpHead {
  uint16_t packet_size = 0;
  uint16_t overload_begin = 0;
  uint16_t overload_size = 0; // 0: the schema names none ("default")
};

struct EntryRange {
  uint32_t begin = 0, end = 0;
};

inline constexpr std::string_view kDefaultOverload = "default";

/// The head of a schema string, without parsing it: "add.Tensor(...)" -> ("add", "Tensor"),
/// "clone(...)" -> ("clone", ""): the table's sort key. Reads the head only, not the whole
/// string, as the compiler evaluates it for every entry of torch's table.
constexpr std::pair<std::string_view, std::string_view> schemaKey(const char* schema) {
  size_t dot = 0, end = 0;
  for (; schema[end] != '\0' && schema[end] != '('; ++end)
    if (schema[end] == '.' && dot == 0) dot = end;
  if (dot == 0) return {std::string_view(schema, end), {}};
  return {std::string_view(schema, dot), std::string_view(schema + dot + 1, end - dot - 1)};
}

/// Throws std::length_error (at compile time: fails the build) for names past 16 bits.
constexpr OpHead headOf(const char* schema) {
  auto [packet, overload] = schemaKey(schema);
  size_t overload_begin = overload.empty() ? 0 : packet.size() + 1;
  if (packet.size() > UINT16_MAX || overload_begin + overload.size() > UINT16_MAX)
    throw std::length_error("an op's name is too long");
  return {static_cast<uint16_t>(packet.size()), static_cast<uint16_t>(overload_begin),
          static_cast<uint16_t>(overload.size())};
}

/// FNV-1a: computable at compile time, unlike std::hash.
constexpr uint64_t hashPacketName(std::string_view name) {
  uint64_t hash = 14695981039346656037ull;
  for (char c : name) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return hash;
}

/// The first entry whose key is not above its predecessor's, or schemas.size() when the keys
/// strictly increase (sorted, no name twice).
constexpr size_t firstOutOfOrder(std::span<const char* const> schemas) {
  for (size_t i = 1; i < schemas.size(); ++i)
    if (!(schemaKey(schemas[i - 1]) < schemaKey(schemas[i]))) return i;
  return schemas.size();
}

constexpr size_t countPackets(std::span<const char* const> schemas) {
  size_t packets = 0;
  for (size_t i = 0; i < schemas.size(); ++i)
    packets += i == 0 || schemaKey(schemas[i - 1]).first != schemaKey(schemas[i]).first;
  return packets;
}

/// A power of two at least twice the packets: probes stay short.
constexpr size_t slotsFor(size_t packets) {
  size_t slots = 16;
  while (slots < 2 * packets) slots *= 2;
  return slots;
}

/// A read-only view of an index and its table.
class OpIndex {
public:
  OpIndex() = default;
  constexpr OpIndex(std::span<const char* const> schemas, std::span<const OpHead> heads,
                    std::span<const uint32_t> packet_first, std::span<const uint16_t> slots)
      : schemas_(schemas), heads_(heads), packet_first_(packet_first), slots_(slots) {}

  size_t size() const { return schemas_.size(); }
  const char* schema(uint32_t entry) const { return schemas_[entry]; }
  std::string_view packetOf(uint32_t entry) const {
    return {schemas_[entry], heads_[entry].packet_size};
  }
  std::string_view overloadOf(uint32_t entry) const {
    const OpHead& head = heads_[entry];
    if (head.overload_size == 0) return kDefaultOverload;
    return {schemas_[entry] + head.overload_begin, head.overload_size};
  }
  /// The entries of a packet; nullopt for a name no entry has.
  std::optional<EntryRange> packet(std::string_view name) const {
    const size_t mask = slots_.size() - 1;
    for (size_t i = hashPacketName(name) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == 0) return std::nullopt;
      EntryRange range{packet_first_[slots_[i] - 1], packet_first_[slots_[i]]};
      if (packetOf(range.begin) == name) return range;
    }
  }
  std::optional<uint32_t> find(std::string_view packet_name, std::string_view overload) const {
    if (auto range = packet(packet_name))
      for (uint32_t i = range->begin; i < range->end; ++i)
        if (overloadOf(i) == overload) return i;
    return std::nullopt;
  }

private:
  std::span<const char* const> schemas_;
  std::span<const OpHead> heads_;
  std::span<const uint32_t> packet_first_; // a packet's first entry; one past the last at the end
  std::span<const uint16_t> slots_;        // 1 + a packet's number, or 0 for an empty slot
};

/// Fills an index of `schemas`, which firstOutOfOrder must find in order: heads.size() ==
/// schemas.size(), packet_first.size() == countPackets + 1, slots.size() == slotsFor(packets),
/// and at most 65,535 packets.
constexpr void buildOpIndex(std::span<const char* const> schemas, std::span<OpHead> heads,
                            std::span<uint32_t> packet_first, std::span<uint16_t> slots) {
  size_t packets = 0;
  for (size_t i = 0; i < schemas.size(); ++i) {
    heads[i] = headOf(schemas[i]);
    if (i == 0 || schemaKey(schemas[i - 1]).first != schemaKey(schemas[i]).first)
      packet_first[packets++] = static_cast<uint32_t>(i);
  }
  packet_first[packets] = static_cast<uint32_t>(schemas.size());
  if (packets > UINT16_MAX) throw std::length_error("too many op packets");
  std::fill(slots.begin(), slots.end(), uint16_t{0});
  const size_t mask = slots.size() - 1;
  for (size_t packet = 0; packet < packets; ++packet) {
    size_t i = hashPacketName(schemaKey(schemas[packet_first[packet]]).first) & mask;
    while (slots[i] != 0) i = (i + 1) & mask;
    slots[i] = static_cast<uint16_t>(packet + 1);
  }
}

/// An index with its own storage: for a table known at compile time.
template <size_t Entries, size_t Packets> struct StaticOpIndex {
  std::array<OpHead, Entries> heads{};
  std::array<uint32_t, Packets + 1> packet_first{};
  std::array<uint16_t, slotsFor(Packets)> slots{};

  constexpr explicit StaticOpIndex(std::span<const char* const> schemas) {
    buildOpIndex(schemas, heads, packet_first, slots);
  }
};

/// An index with its own storage, built at run time.
struct DynamicOpIndex {
  std::vector<OpHead> heads;
  std::vector<uint32_t> packet_first;
  std::vector<uint16_t> slots;

  DynamicOpIndex() = default;
  explicit DynamicOpIndex(std::span<const char* const> schemas) {
    size_t packets = countPackets(schemas);
    heads.resize(schemas.size());
    packet_first.resize(packets + 1);
    slots.resize(slotsFor(packets));
    buildOpIndex(schemas, heads, packet_first, slots);
  }
};

} // namespace reinplace
