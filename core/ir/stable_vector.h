#pragma once
// StableVector: an append-only sequence whose elements never move, stored in fixed-size chunks.
// The graph hands out Node pointers that must outlive any later insertion, as std::deque's do;
// but a deque's blocks hold 512 bytes, two nodes each, so building or copying a graph spent one
// heap block per two nodes. Chunks of 32 take one per 32.

#include <cstddef>
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace reinplace {

template <typename T, size_t ChunkSize = 32> class StableVector {
  static_assert(ChunkSize > 0);

public:
  StableVector() = default;
  StableVector(const StableVector&) = delete;
  StableVector& operator=(const StableVector&) = delete;
  StableVector(StableVector&& other) noexcept
      : chunks_(std::move(other.chunks_)), size_(std::exchange(other.size_, 0)) {}
  StableVector& operator=(StableVector&& other) noexcept {
    if (this != &other) {
      destroyAll();
      chunks_ = std::move(other.chunks_);
      size_ = std::exchange(other.size_, 0);
    }
    return *this;
  }
  ~StableVector() { destroyAll(); }

  /// Appends a value-initialized element; references to earlier elements stay valid.
  T& emplace_back() {
    // `new Chunk` leaves the bytes uninitialized; make_unique would zero them first.
    if (size_ == chunks_.size() * ChunkSize) chunks_.push_back(std::unique_ptr<Chunk>(new Chunk));
    T* slot = new (chunks_.back()->at(size_ % ChunkSize)) T();
    ++size_;
    return *slot;
  }

  /// Destroys the elements from `n` on (the newest first); earlier ones stay where they are.
  void truncate(size_t n) noexcept {
    while (size_ > n) (*this)[--size_].~T();
    chunks_.resize((size_ + ChunkSize - 1) / ChunkSize);
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](size_t i) { return *std::launder(chunks_[i / ChunkSize]->element(i % ChunkSize)); }
  const T& operator[](size_t i) const {
    return *std::launder(chunks_[i / ChunkSize]->element(i % ChunkSize));
  }

  template <typename Owner, typename Value> class Iterator {
  public:
    Iterator(Owner* owner, size_t index) : owner_(owner), index_(index) {}
    Value& operator*() const { return (*owner_)[index_]; }
    Iterator& operator++() {
      ++index_;
      return *this;
    }
    bool operator!=(const Iterator& other) const { return index_ != other.index_; }

  private:
    Owner* owner_;
    size_t index_;
  };
  using iterator = Iterator<StableVector, T>;
  using const_iterator = Iterator<const StableVector, const T>;
  iterator begin() { return {this, 0}; }
  iterator end() { return {this, size_}; }
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, size_}; }

private:
  // Raw storage: elements are constructed one by one as they are appended.
  struct Chunk {
    alignas(T) std::byte bytes[ChunkSize * sizeof(T)];
    void* at(size_t i) { return bytes + i * sizeof(T); }
    T* element(size_t i) { return reinterpret_cast<T*>(at(i)); }
    const T* element(size_t i) const { return reinterpret_cast<const T*>(bytes + i * sizeof(T)); }
  };

  void destroyAll() noexcept {
    for (size_t i = 0; i < size_; ++i) (*this)[i].~T();
    size_ = 0;
    chunks_.clear();
  }

  std::vector<std::unique_ptr<Chunk>> chunks_;
  size_t size_ = 0;
};

} // namespace reinplace
