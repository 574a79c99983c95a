#include "core/ops/op_registry.h"

#include "core/ops/aten_schemas.h"
#include "core/ops/op_relations.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bitset>
#include <mutex>
#include <stdexcept>
#include <string>

namespace reinplace {
namespace {

std::string_view withoutSuffix(std::string_view text, std::string_view suffix) {
  return text.ends_with(suffix) ? text.substr(0, text.size() - suffix.size()) : text;
}

} // namespace

// A slot per entry, in blocks made when an entry in them is first described: a command that
// looks up a dozen ops touches a dozen blocks, not slots for all 3,300 (zeroed, 52 KB).
struct OpRegistry::Described {
  static constexpr size_t kBlock = 64;
  struct Block {
    std::array<std::unique_ptr<OpInfo>, kBlock> ops; // filled when first described
    std::bitset<kBlock> complete;                    // relations filled in too
    // What a lookup may read without the mutex: set once an op and everything its relations
    // name are complete.
    std::array<std::atomic<const OpInfo*>, kBlock> published{};
  };

  explicit Described(size_t size) : blocks((size + kBlock - 1) / kBlock) {}

  const OpInfo* published(uint32_t index) const {
    const Block* block = blocks[index / kBlock].load(std::memory_order_acquire);
    return block ? block->published[index % kBlock].load(std::memory_order_acquire) : nullptr;
  }
  Block& blockLocked(uint32_t index) {
    std::atomic<Block*>& block = blocks[index / kBlock];
    if (!block.load(std::memory_order_relaxed)) {
      owned.push_back(std::make_unique<Block>());
      block.store(owned.back().get(), std::memory_order_release);
    }
    return *block.load(std::memory_order_relaxed);
  }
  std::unique_ptr<OpInfo>& opLocked(uint32_t index) {
    return blockLocked(index).ops[index % kBlock];
  }
  std::bitset<kBlock>::reference completeLocked(uint32_t index) {
    return blockLocked(index).complete[index % kBlock];
  }

  std::mutex mutex;
  std::vector<std::atomic<Block*>> blocks;
  std::vector<std::unique_ptr<Block>> owned;
  std::vector<const OpInfo*> all; // once every op is published
  std::atomic<bool> all_published{false};
};

struct OpRegistry::OwnedIndex {
  std::vector<const char*> schemas;
  DynamicOpIndex index;
};

OpRegistry::OpRegistry(OpIndex index, std::vector<Ruled> ruled)
    : index_(index), ruled_(std::move(ruled)),
      described_(std::make_unique<Described>(index_.size())) {}

OpRegistry::OpRegistry(std::vector<OpDefinition> definitions) {
  std::stable_sort(definitions.begin(), definitions.end(),
                   [](const OpDefinition& a, const OpDefinition& b) {
                     return schemaKey(a.schema) < schemaKey(b.schema);
                   });
  owned_ = std::make_unique<OwnedIndex>();
  for (const OpDefinition& definition : definitions) owned_->schemas.push_back(definition.schema);
  if (size_t twice = firstOutOfOrder(owned_->schemas); twice < definitions.size()) {
    auto [packet_name, overload] = schemaKey(definitions[twice].schema);
    throw std::runtime_error("op registered twice: " + std::string(packet_name) + "." +
                             std::string(overload.empty() ? kDefaultOverload : overload));
  }
  owned_->index = DynamicOpIndex(owned_->schemas);
  index_ = OpIndex(owned_->schemas, owned_->index.heads, owned_->index.packet_first,
                   owned_->index.slots);
  for (uint32_t i = 0; i < definitions.size(); ++i)
    ruled_.push_back({i, definitions[i].meta_rule, definitions[i].elementwise});
  described_ = std::make_unique<Described>(index_.size());
}

OpRegistry::~OpRegistry() = default;

OpDefinition OpRegistry::definitionOf(uint32_t entry) const {
  auto it = std::lower_bound(ruled_.begin(), ruled_.end(), entry,
                             [](const Ruled& ruled, uint32_t e) { return ruled.entry < e; });
  if (it != ruled_.end() && it->entry == entry)
    return {index_.schema(entry), it->meta_rule, it->elementwise};
  return {index_.schema(entry), nullptr, false};
}

const OpInfo* OpRegistry::complete(uint32_t index) const {
  if (const OpInfo* op = described_->published(index)) return op;
  std::lock_guard lock(described_->mutex);
  completeLocked(index);
  return described_->published(index);
}

void OpRegistry::completeLocked(uint32_t index) const {
  // The op and, transitively, every op its relations name: all complete before any of them is
  // published, so an op read through a relation is complete too.
  std::vector<uint32_t> work{index};
  std::vector<uint32_t> completed;
  try {
    while (!work.empty()) {
      uint32_t next = work.back();
      work.pop_back();
      if (described_->completeLocked(next)) continue;
      described_->completeLocked(next) = true;
      completed.push_back(next);
      relateLocked(describedLocked(next), work);
    }
  } catch (...) {
    // A bad schema on the way: nothing of this lookup is handed out, and the next lookup of any
    // of these ops meets the same error instead of a missing op.
    for (uint32_t undone : completed) described_->completeLocked(undone) = false;
    throw;
  }
  for (uint32_t done : completed)
    described_->blockLocked(done).published[done % Described::kBlock].store(
        described_->opLocked(done).get(), std::memory_order_release);
}

OpInfo& OpRegistry::describedLocked(uint32_t index) const {
  std::unique_ptr<OpInfo>& slot = described_->opLocked(index);
  if (!slot) slot = describeOp(definitionOf(index));
  return *slot;
}

InplaceLookup OpRegistry::inplaceVariantLocked(const OpInfo& functional) const {
  std::vector<const OpInfo*> candidates;
  std::vector<uint32_t> indices;
  if (auto range = index_.packet(functional.packet_name + "_")) {
    for (uint32_t i = range->begin; i < range->end; ++i) {
      indices.push_back(i);
      candidates.push_back(&describedLocked(i));
    }
  }
  InplaceLookup lookup = lookUpInplaceVariant(functional, candidates);
  if (lookup.match >= 0)
    lookup.match = static_cast<int>(indices[static_cast<size_t>(lookup.match)]);
  return lookup;
}

void OpRegistry::relateLocked(OpInfo& op, std::vector<uint32_t>& work) const {
  auto relate = [&](const OpInfo*& field, uint32_t index) {
    field = &describedLocked(index);
    work.push_back(index);
  };
  std::string_view name = op.packet_name;
  if (!op.is_view && !op.is_inplace) {
    InplaceLookup lookup = inplaceVariantLocked(op);
    op.inplace_lookup_raises = lookup.raises;
    if (lookup.match >= 0) relate(op.inplace_variant, static_cast<uint32_t>(lookup.match));
  }
  // For an in-place op, the functional op (the last in the table) whose in-place variant it is.
  if (op.is_inplace && name.size() > 1 && name.ends_with('_')) {
    if (auto range = index_.packet(name.substr(0, name.size() - 1))) {
      for (uint32_t i = range->begin; i < range->end; ++i) {
        const OpInfo& functional = describedLocked(i);
        if (functional.is_view || functional.is_inplace) continue;
        int variant = inplaceVariantLocked(functional).match;
        if (variant >= 0 && &describedLocked(static_cast<uint32_t>(variant)) == &op)
          relate(op.functional_variant, i);
      }
    }
  }
  // torchgen groups a functional op with the first out= op of the same signature, which is
  // named as it is or with a "_functional" suffix.
  if (!op.is_inplace && !op.is_out && !op.schema.isMutating()) {
    std::string base(withoutSuffix(name, "_functional"));
    std::vector<uint32_t> candidates;
    for (const std::string& packet_name : {base, base + "_functional"})
      if (auto range = index_.packet(packet_name))
        for (uint32_t i = range->begin; i < range->end; ++i) candidates.push_back(i);
    std::sort(candidates.begin(), candidates.end());
    std::string signature = groupingSignature(op.schema);
    for (uint32_t candidate : candidates) {
      OpInfo& out = describedLocked(candidate);
      if (out.is_out && groupingSignature(out.schema) == signature) {
        relate(op.out_variant, candidate);
        break;
      }
    }
  }
  // foo_scatter and the view foo it inverts, the last in the table either way.
  if (name.size() > 8 && name.ends_with("_scatter")) {
    if (auto range = index_.packet(name.substr(0, name.size() - 8)))
      for (uint32_t i = range->begin; i < range->end; ++i) {
        OpInfo& view = describedLocked(i);
        if (view.is_view && scatterInvertsView(op.schema, view.schema))
          relate(op.scattered_view, i);
      }
  }
  if (op.is_view) {
    if (auto range = index_.packet(op.packet_name + "_scatter"))
      for (uint32_t i = range->begin; i < range->end; ++i)
        if (scatterInvertsView(describedLocked(i).schema, op.schema)) relate(op.inverse_scatter, i);
  }
}

const OpInfo* OpRegistry::find(std::string_view qualified_name) const {
  size_t dot = qualified_name.find('.');
  if (dot == std::string_view::npos) return find(qualified_name, "default");
  return find(qualified_name.substr(0, dot), qualified_name.substr(dot + 1));
}

const OpInfo* OpRegistry::find(std::string_view packet_name, std::string_view overload) const {
  std::optional<uint32_t> entry = index_.find(packet_name, overload);
  return entry ? complete(*entry) : nullptr;
}

const std::vector<const OpInfo*>& OpRegistry::ops() const {
  if (!described_->all_published.load(std::memory_order_acquire)) {
    std::lock_guard lock(described_->mutex);
    if (!described_->all_published.load(std::memory_order_relaxed)) {
      for (uint32_t i = 0; i < index_.size(); ++i) completeLocked(i);
      for (uint32_t i = 0; i < index_.size(); ++i)
        described_->all.push_back(described_->opLocked(i).get());
      described_->all_published.store(true, std::memory_order_release);
    }
  }
  return described_->all;
}

std::vector<const OpInfo*> OpRegistry::overloads(std::string_view packet_name) const {
  std::vector<const OpInfo*> found;
  if (auto range = index_.packet(packet_name))
    for (uint32_t i = range->begin; i < range->end; ++i) found.push_back(complete(i));
  return found;
}

OpRegistry OpRegistry::atenWithRules(const std::vector<OpDefinition>& ruled) {
  OpIndex table = atenSchemaIndex();
  std::vector<Ruled> rules;
  rules.reserve(ruled.size());
  for (const OpDefinition& definition : ruled) {
    auto [packet_name, overload] = schemaKey(definition.schema);
    std::optional<uint32_t> entry =
        table.find(packet_name, overload.empty() ? kDefaultOverload : overload);
    if (!entry)
      throw std::runtime_error("a meta rule for an op torch does not have: " +
                               std::string(definition.schema));
    if (std::string_view(table.schema(*entry)) != definition.schema)
      throw std::runtime_error(std::string("the meta rule's schema '") + definition.schema +
                               "' differs from torch's '" + table.schema(*entry) + "'");
    rules.push_back({*entry, definition.meta_rule, definition.elementwise});
  }
  std::sort(rules.begin(), rules.end(),
            [](const Ruled& a, const Ruled& b) { return a.entry < b.entry; });
  for (size_t i = 1; i < rules.size(); ++i)
    if (rules[i].entry == rules[i - 1].entry)
      throw std::runtime_error(std::string("two meta rules for ") + table.schema(rules[i].entry));
  return OpRegistry(table, std::move(rules));
}

} // namespace reinplace
