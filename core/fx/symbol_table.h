#pragma once
// The parser's table from value names to nodes: open addressing with linear probing over a flat
// array of (hash, node) slots. A million-line graph makes a million inserts and lookups; a
// node-based hash map spends most of that in cache misses on its buckets and nodes.

#include "core/ir/graph.h"

#include <string_view>
#include <vector>

namespace reinplace {

class SymbolTable {
public:
  /// Sizes the table for about `expected` names (it still grows past that).
  void reserve(size_t expected);
  Node* find(std::string_view name) const;
  /// Adds `node` under its own name (which must outlive the table); false if the name is taken.
  bool insert(Node* node);
  /// Starts loading the slot where `name` will be looked for. The table is far larger than the
  /// caches, so each insert misses; the parser asks for the slot when it reads a statement's
  /// name and inserts once the statement is parsed, and the load overlaps that work.
  void prefetch(std::string_view name) const {
    if (!slots_.empty()) __builtin_prefetch(&slots_[hashOf(name) & (slots_.size() - 1)], 1);
  }

private:
  struct Slot {
    uint64_t hash = 0;
    Node* node = nullptr;
  };
  static uint64_t hashOf(std::string_view name);
  void grow();

  std::vector<Slot> slots_;
  size_t size_ = 0;
};

} // namespace reinplace
