#include "core/fx/symbol_table.h"

namespace reinplace {

uint64_t SymbolTable::hashOf(std::string_view name) {
  uint64_t hash = 14695981039346656037ULL; // FNV-1a: names are short
  for (char c : name) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash | 1; // never 0, so 0 can mark an empty slot
}

void SymbolTable::reserve(size_t expected) {
  // At most three quarters full: probes stay short, and n names take 4n/3 to 8n/3 slots, not
  // 2n to 4n (the pages they touch are most of what a small graph's table costs).
  size_t capacity = 16;
  while (capacity * 3 < expected * 4) capacity *= 2;
  if (capacity <= slots_.size()) return;
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(capacity, Slot{});
  size_ = 0;
  for (const Slot& slot : old)
    if (slot.node) insert(slot.node);
}

void SymbolTable::grow() {
  reserve(slots_.empty() ? 8 : slots_.size());
}

Node* SymbolTable::find(std::string_view name) const {
  if (slots_.empty()) return nullptr;
  uint64_t hash = hashOf(name);
  size_t mask = slots_.size() - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& slot = slots_[i];
    if (slot.hash == 0) return nullptr;
    if (slot.hash == hash && slot.node->name == name) return slot.node;
  }
}

bool SymbolTable::insert(Node* node) {
  if ((size_ + 1) * 4 > slots_.size() * 3) grow();
  uint64_t hash = hashOf(node->name);
  size_t mask = slots_.size() - 1;
  for (size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.hash == 0) {
      slot = Slot{hash, node};
      ++size_;
      return true;
    }
    if (slot.hash == hash && slot.node->name == node->name) return false;
  }
}

} // namespace reinplace
