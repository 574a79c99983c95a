#pragma once
// The op registry: every aten op torch 1.13 knows, each registered once from its schema string
// (the generated table of aten_schemas.h), with a meta rule where a family defines one.
// Classification (view, multi-output view, in-place, out=, in-place and out= variants of a
// functional op, the view a *_scatter inverts) is derived from the schemas, as upstream's
// reinplace pass derives it from torch.ops and torchgen groups out= variants.
//
// An op is described when it is first looked up, with the ops its relations name (its packet's
// in-place and out= overloads, the view its scatter inverts): a command that reads a graph of a
// dozen ops parses a few dozen schemas, not 3,300. Lookups are safe from several threads; an
// op handed out is complete and never changes.

#include "core/ops/op_info.h"
#include "core/ops/op_relations.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace reinplace {

class OpRegistry {
public:
  /// Every aten op of torch 1.13's schema table (aten_schemas.h), each with the meta rule of
  /// the definition of that schema in `ruled` if there is one; throws std::runtime_error when a
  /// ruled schema differs from torch's or names an op torch does not have.
  static OpRegistry atenWithRules(const std::vector<OpDefinition>& ruled);

  /// Registers definitions whose schema strings outlive the registry (string literals); throws
  /// std::runtime_error on a name registered twice. A bad schema throws when its op is first
  /// described.
  explicit OpRegistry(std::vector<OpDefinition> definitions);
  OpRegistry(const OpRegistry&) = delete;
  OpRegistry& operator=(const OpRegistry&) = delete;
  ~OpRegistry();

  /// "add.Tensor" (also "add" for "add.default").
  const OpInfo* find(std::string_view qualified_name) const;
  /// By packet and overload name, without building the qualified name.
  const OpInfo* find(std::string_view packet_name, std::string_view overload) const;
  /// Every op, in the table's order (describes those not described yet).
  const std::vector<std::unique_ptr<OpInfo>>& ops() const;
  /// Every overload of a packet ("add" -> add.Tensor, add.Scalar).
  std::vector<const OpInfo*> overloads(std::string_view packet_name) const;

private:
  /// Where an op's packet and overload names are in its schema text ("add.Tensor(Tensor self,
  /// ..."): lengths, not views, so the index of 3,300 ops built at every start-up stays small.
  struct Names {
    uint16_t packet_size = 0;
    uint16_t overload_begin = 0;
    uint16_t overload_size = 0; // 0: the schema names none ("default")
  };
  struct PacketRange {
    uint32_t begin = 0, end = 0; // into by_packet_
  };
  struct Described; // the ops described so far; guarded by its mutex

  const PacketRange* packet(std::string_view packet_name) const;
  const OpInfo* complete(uint32_t index) const;
  void completeLocked(uint32_t index) const;
  OpInfo& describedLocked(uint32_t index) const;
  void relateLocked(OpInfo& op, std::vector<uint32_t>& work) const;
  /// The match is an entry index.
  InplaceLookup inplaceVariantLocked(const OpInfo& functional) const;

  /// Where `packet_name` is in packet_slots_: its packet's slot, or the empty one it would take.
  size_t packetSlot(std::string_view packet_name) const;

  std::string_view packetOf(uint32_t index) const;
  std::string_view overloadOf(uint32_t index) const;

  std::vector<OpDefinition> definitions_; // the table's order
  std::vector<Names> names_;
  std::vector<uint32_t> by_packet_; // entry indices grouped by packet, table order within one
  struct Packet {
    std::string_view name;
    PacketRange range;
  };
  std::vector<Packet> packets_; // in order of first appearance
  /// Packets by name, open addressing (a power of two, at most half full): 1 + the index into
  /// packets_, or 0. Built at every start-up, so no node per packet as a node-based map takes.
  std::vector<uint32_t> packet_slots_;
  std::unique_ptr<Described> described_;
};

} // namespace reinplace
