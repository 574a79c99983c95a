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

#include "core/ops/op_index.h"
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

  /// Registers definitions whose schema strings outlive the registry (string literals), in the
  /// order of their names; throws std::runtime_error on a name registered twice. A bad schema
  /// throws when its op is first described.
  explicit OpRegistry(std::vector<OpDefinition> definitions);
  OpRegistry(const OpRegistry&) = delete;
  OpRegistry& operator=(const OpRegistry&) = delete;
  ~OpRegistry();

  /// "add.Tensor" (also "add" for "add.default").
  const OpInfo* find(std::string_view qualified_name) const;
  /// By packet and overload name, without building the qualified name.
  const OpInfo* find(std::string_view packet_name, std::string_view overload) const;
  /// Every op, in the table's order, by (name, overload name) (describes those not described
  /// yet).
  const std::vector<const OpInfo*>& ops() const;
  /// Every overload of a packet ("add" -> add.Tensor, add.Scalar).
  std::vector<const OpInfo*> overloads(std::string_view packet_name) const;

private:
  /// A definition's meta rule and flag, by its entry in the index.
  struct Ruled {
    uint32_t entry = 0;
    MetaRule meta_rule = nullptr;
    bool elementwise = false;
  };
  struct OwnedIndex; // the schemas and index of a registry built from definitions
  struct Described;  // the ops described so far; guarded by its mutex

  OpRegistry(OpIndex index, std::vector<Ruled> ruled);

  OpDefinition definitionOf(uint32_t entry) const;
  const OpInfo* complete(uint32_t index) const;
  void completeLocked(uint32_t index) const;
  OpInfo& describedLocked(uint32_t index) const;
  void relateLocked(OpInfo& op, std::vector<uint32_t>& work) const;
  /// The match is an entry index.
  InplaceLookup inplaceVariantLocked(const OpInfo& functional) const;

  std::unique_ptr<OwnedIndex> owned_;
  OpIndex index_;
  std::vector<Ruled> ruled_; // by entry
  std::unique_ptr<Described> described_;
};

} // namespace reinplace
