#include "core/ops/op_registry.h"

#include "core/ops/aten_schemas.h"
#include "core/ops/op_relations.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <stdexcept>
#include <string>

namespace reinplace {
namespace {

constexpr std::string_view kDefaultOverload = "default";

// The head of a schema string, without parsing it: "add.Tensor(...)" -> ("add", "Tensor"),
// "clone(...)" -> ("clone", "default").
std::pair<std::string_view, std::string_view> packetAndOverload(std::string_view schema) {
  std::string_view head = schema.substr(0, schema.find('('));
  size_t dot = head.find('.');
  if (dot == std::string_view::npos) return {head, kDefaultOverload};
  return {head.substr(0, dot), head.substr(dot + 1)};
}

std::string_view withoutSuffix(std::string_view text, std::string_view suffix) {
  return text.ends_with(suffix) ? text.substr(0, text.size() - suffix.size()) : text;
}

} // namespace

struct OpRegistry::Described {
  explicit Described(size_t size)
      : ops(size), complete(size, false), published(new std::atomic<const OpInfo*>[size]) {
    for (size_t i = 0; i < size; ++i) published[i].store(nullptr, std::memory_order_relaxed);
  }

  std::mutex mutex;
  std::vector<std::unique_ptr<OpInfo>> ops; // a slot per entry, filled when first described
  std::vector<bool> complete;               // relations filled in too
  // What a lookup may read without the mutex: set once an op and everything its relations name
  // are complete.
  std::unique_ptr<std::atomic<const OpInfo*>[]> published;
  std::atomic<bool> all_published{false};
};

OpRegistry::OpRegistry(std::vector<OpDefinition> definitions)
    : definitions_(std::move(definitions)) {
  names_.reserve(definitions_.size());
  for (const OpDefinition& definition : definitions_) {
    std::string_view schema = definition.schema;
    auto [packet_name, overload] = packetAndOverload(schema);
    const bool named = overload.data() != kDefaultOverload.data();
    const size_t overload_begin = named ? static_cast<size_t>(overload.data() - schema.data()) : 0;
    if (packet_name.size() > UINT16_MAX || overload_begin + overload.size() > UINT16_MAX)
      throw std::runtime_error("an op's name is too long: " + std::string(packet_name));
    names_.push_back({static_cast<uint16_t>(packet_name.size()),
                      static_cast<uint16_t>(overload_begin),
                      static_cast<uint16_t>(named ? overload.size() : 0)});
  }
  // Group entry indices by packet in two passes: count, then place.
  size_t slots = 16;
  while (slots < 2 * definitions_.size()) slots *= 2;
  packet_slots_.assign(slots, 0);
  std::vector<uint32_t> packet_of(definitions_.size());
  for (uint32_t i = 0; i < definitions_.size(); ++i) {
    uint32_t& slot = packet_slots_[packetSlot(packetOf(i))];
    if (!slot) {
      packets_.push_back({packetOf(i), {}});
      slot = static_cast<uint32_t>(packets_.size());
    }
    packet_of[i] = slot - 1;
    ++packets_[slot - 1].range.end;
  }
  uint32_t next = 0;
  for (Packet& packet : packets_) {
    packet.range.begin = next;
    next += packet.range.end;
    packet.range.end = packet.range.begin;
  }
  by_packet_.resize(definitions_.size());
  for (uint32_t i = 0; i < definitions_.size(); ++i)
    by_packet_[packets_[packet_of[i]].range.end++] = i;
  for (const Packet& packet : packets_)
    for (uint32_t a = packet.range.begin; a < packet.range.end; ++a)
      for (uint32_t b = a + 1; b < packet.range.end; ++b)
        if (overloadOf(by_packet_[a]) == overloadOf(by_packet_[b]))
          throw std::runtime_error("op registered twice: " + std::string(packet.name) + "." +
                                   std::string(overloadOf(by_packet_[a])));
  described_ = std::make_unique<Described>(definitions_.size());
}

OpRegistry::~OpRegistry() = default;

std::string_view OpRegistry::packetOf(uint32_t index) const {
  return {definitions_[index].schema, names_[index].packet_size};
}

std::string_view OpRegistry::overloadOf(uint32_t index) const {
  const Names& names = names_[index];
  if (names.overload_size == 0) return kDefaultOverload;
  return {definitions_[index].schema + names.overload_begin, names.overload_size};
}

size_t OpRegistry::packetSlot(std::string_view packet_name) const {
  size_t mask = packet_slots_.size() - 1;
  for (size_t i = std::hash<std::string_view>()(packet_name) & mask;; i = (i + 1) & mask) {
    uint32_t slot = packet_slots_[i];
    if (!slot || packets_[slot - 1].name == packet_name) return i;
  }
}

const OpRegistry::PacketRange* OpRegistry::packet(std::string_view packet_name) const {
  uint32_t slot = packet_slots_[packetSlot(packet_name)];
  return slot ? &packets_[slot - 1].range : nullptr;
}

const OpInfo* OpRegistry::complete(uint32_t index) const {
  if (const OpInfo* op = described_->published[index].load(std::memory_order_acquire)) return op;
  std::lock_guard lock(described_->mutex);
  completeLocked(index);
  return described_->published[index].load(std::memory_order_relaxed);
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
      if (described_->complete[next]) continue;
      described_->complete[next] = true;
      completed.push_back(next);
      relateLocked(describedLocked(next), work);
    }
  } catch (...) {
    // A bad schema on the way: nothing of this lookup is handed out, and the next lookup of any
    // of these ops meets the same error instead of a missing op.
    for (uint32_t undone : completed) described_->complete[undone] = false;
    throw;
  }
  for (uint32_t done : completed)
    described_->published[done].store(described_->ops[done].get(), std::memory_order_release);
}

OpInfo& OpRegistry::describedLocked(uint32_t index) const {
  std::unique_ptr<OpInfo>& slot = described_->ops[index];
  if (!slot) slot = describeOp(definitions_[index]);
  return *slot;
}

InplaceLookup OpRegistry::inplaceVariantLocked(const OpInfo& functional) const {
  std::vector<const OpInfo*> candidates;
  std::vector<uint32_t> indices;
  if (const PacketRange* range = packet(functional.packet_name + "_")) {
    for (uint32_t i = range->begin; i < range->end; ++i) {
      indices.push_back(by_packet_[i]);
      candidates.push_back(&describedLocked(by_packet_[i]));
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
    if (const PacketRange* range = packet(name.substr(0, name.size() - 1))) {
      for (uint32_t i = range->begin; i < range->end; ++i) {
        const OpInfo& functional = describedLocked(by_packet_[i]);
        if (functional.is_view || functional.is_inplace) continue;
        int variant = inplaceVariantLocked(functional).match;
        if (variant >= 0 && &describedLocked(static_cast<uint32_t>(variant)) == &op)
          relate(op.functional_variant, by_packet_[i]);
      }
    }
  }
  // torchgen groups a functional op with the first out= op of the same signature, which is
  // named as it is or with a "_functional" suffix.
  if (!op.is_inplace && !op.is_out && !op.schema.isMutating()) {
    std::string base(withoutSuffix(name, "_functional"));
    std::vector<uint32_t> candidates;
    for (const std::string& packet_name : {base, base + "_functional"})
      if (const PacketRange* range = packet(packet_name))
        candidates.insert(candidates.end(), by_packet_.begin() + range->begin,
                          by_packet_.begin() + range->end);
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
    if (const PacketRange* range = packet(name.substr(0, name.size() - 8)))
      for (uint32_t i = range->begin; i < range->end; ++i) {
        OpInfo& view = describedLocked(by_packet_[i]);
        if (view.is_view && scatterInvertsView(op.schema, view.schema))
          relate(op.scattered_view, by_packet_[i]);
      }
  }
  if (op.is_view) {
    if (const PacketRange* range = packet(op.packet_name + "_scatter"))
      for (uint32_t i = range->begin; i < range->end; ++i)
        if (scatterInvertsView(describedLocked(by_packet_[i]).schema, op.schema))
          relate(op.inverse_scatter, by_packet_[i]);
  }
}

const OpInfo* OpRegistry::find(std::string_view qualified_name) const {
  size_t dot = qualified_name.find('.');
  if (dot == std::string_view::npos) return find(qualified_name, "default");
  return find(qualified_name.substr(0, dot), qualified_name.substr(dot + 1));
}

const OpInfo* OpRegistry::find(std::string_view packet_name, std::string_view overload) const {
  const PacketRange* range = packet(packet_name);
  if (!range) return nullptr;
  for (uint32_t i = range->begin; i < range->end; ++i)
    if (overloadOf(by_packet_[i]) == overload) return complete(by_packet_[i]);
  return nullptr;
}

const std::vector<std::unique_ptr<OpInfo>>& OpRegistry::ops() const {
  if (!described_->all_published.load(std::memory_order_acquire)) {
    std::lock_guard lock(described_->mutex);
    for (uint32_t i = 0; i < definitions_.size(); ++i) completeLocked(i);
    described_->all_published.store(true, std::memory_order_release);
  }
  return described_->ops;
}

std::vector<const OpInfo*> OpRegistry::overloads(std::string_view packet_name) const {
  std::vector<const OpInfo*> found;
  if (const PacketRange* range = packet(packet_name))
    for (uint32_t i = range->begin; i < range->end; ++i) found.push_back(complete(by_packet_[i]));
  return found;
}

OpRegistry OpRegistry::atenWithRules(const std::vector<OpDefinition>& ruled) {
  // The table is sorted by (name, overload name), "" for none (tools/aten_schemas.py): each
  // rule's op is found by binary search on its schema's head.
  auto key = [](std::string_view schema) {
    std::string_view head = schema.substr(0, schema.find('('));
    size_t dot = head.find('.');
    return dot == std::string_view::npos ? std::pair(head, std::string_view())
                                         : std::pair(head.substr(0, dot), head.substr(dot + 1));
  };
  std::span<const char* const> table = atenSchemaTable();
  std::vector<OpDefinition> all;
  all.reserve(table.size());
  for (const char* schema : table) all.push_back({schema, nullptr, false});
  std::vector<bool> ruled_already(table.size(), false);
  for (const OpDefinition& definition : ruled) {
    auto wanted = key(definition.schema);
    auto it = std::lower_bound(table.begin(), table.end(), wanted,
                               [&](const char* schema, const auto& k) { return key(schema) < k; });
    if (it == table.end() || key(*it) != wanted)
      throw std::runtime_error("a meta rule for an op torch does not have: " +
                               std::string(definition.schema));
    size_t index = static_cast<size_t>(it - table.begin());
    if (std::string_view(*it) != definition.schema)
      throw std::runtime_error(std::string("the meta rule's schema '") + definition.schema +
                               "' differs from torch's '" + *it + "'");
    if (ruled_already[index])
      throw std::runtime_error(std::string("two meta rules for ") + definition.schema);
    ruled_already[index] = true;
    all[index] = definition;
  }
  return OpRegistry(std::move(all));
}

} // namespace reinplace
