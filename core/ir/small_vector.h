#pragma once
// SmallVector: a vector that keeps its first N elements inside the object and moves to the heap
// only beyond that. Tensor sizes and strides are almost always a handful of dims, and a graph
// holds millions of them: a heap block for each cost more time than everything else meta
// propagation does (docs/performance.md). Likewise a value's meta and its run-time tensor are
// one element far more often than a list. The interface is std::vector's, so code written
// against a vector compiles unchanged. Trivially copyable elements are moved with memcpy; others
// are constructed, moved and destroyed one by one, as std::vector does.

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace reinplace {

template <typename T, size_t N> class SmallVector {
  static_assert(N > 0 && N <= UINT32_MAX);
  static constexpr bool kTrivial =
      std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>;
  // Inline elements this small are copied as the whole buffer, a copy of constant size the
  // compiler emits in place, rather than a call to memcpy for the elements in use: a shape is
  // copied or moved with every meta copied or moved.
  static constexpr bool kCopyWholeBuffer = kTrivial && N * sizeof(T) <= 64;

public:
  using value_type = T;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  SmallVector() noexcept {}
  explicit SmallVector(size_t count) { resize(count); }
  SmallVector(size_t count, const T& value) { assign(count, value); }
  template <std::input_iterator It> SmallVector(It first, It last) { assign(first, last); }
  SmallVector(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
  // Both conversions are implicit, so code written when shapes were std::vectors (an int[]
  // argument used as a shape, a shape passed where a std::vector is taken) still compiles.
  SmallVector(const std::vector<T>& values) { assign(values.begin(), values.end()); }

  SmallVector(const SmallVector& other) {
    if constexpr (kCopyWholeBuffer) {
      if (!other.onHeap()) {
        std::memcpy(inline_, other.inline_, sizeof(inline_));
        size_ = other.size_;
        return;
      }
    }
    assign(other.begin(), other.end());
  }
  SmallVector(SmallVector&& other) noexcept { take(other); }
  SmallVector& operator=(const SmallVector& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  SmallVector& operator=(SmallVector&& other) noexcept {
    if (this != &other) {
      clear();
      release();
      take(other);
    }
    return *this;
  }
  SmallVector& operator=(std::initializer_list<T> values) {
    assign(values.begin(), values.end());
    return *this;
  }
  ~SmallVector() {
    clear();
    release();
  }

  operator std::vector<T>() const { return std::vector<T>(begin(), end()); }

  // ---- access ----------------------------------------------------------------------------------
  // The accessors are forced inline: with the fuzz targets' UBSan checks and coverage
  // instrumentation, the compiler called them out of line from hot loops (shapes are indexed
  // everywhere), which cost the sanitized pipeline target 5% of its time.
  [[gnu::always_inline]] T* data() noexcept {
    return onHeap() ? heap_ : std::launder(reinterpret_cast<T*>(inline_));
  }
  [[gnu::always_inline]] const T* data() const noexcept {
    return onHeap() ? heap_ : std::launder(reinterpret_cast<const T*>(inline_));
  }
  size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  size_t capacity() const noexcept { return capacity_; }
  static constexpr size_t inlineCapacity() { return N; }
  size_t max_size() const noexcept { return UINT32_MAX; }

  [[gnu::always_inline]] T& operator[](size_t i) { return data()[i]; }
  [[gnu::always_inline]] const T& operator[](size_t i) const { return data()[i]; }
  T& at(size_t i) {
    if (i >= size_) throw std::out_of_range("SmallVector::at");
    return data()[i];
  }
  const T& at(size_t i) const {
    if (i >= size_) throw std::out_of_range("SmallVector::at");
    return data()[i];
  }
  T& front() { return data()[0]; }
  const T& front() const { return data()[0]; }
  T& back() { return data()[size_ - 1]; }
  const T& back() const { return data()[size_ - 1]; }

  [[gnu::always_inline]] iterator begin() noexcept { return data(); }
  [[gnu::always_inline]] iterator end() noexcept { return data() + size_; }
  [[gnu::always_inline]] const_iterator begin() const noexcept { return data(); }
  [[gnu::always_inline]] const_iterator end() const noexcept { return data() + size_; }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }

  // ---- modification ----------------------------------------------------------------------------
  void reserve(size_t count) {
    if (count > capacity_) grow(count);
  }
  void clear() noexcept { shrinkTo(0); }
  void resize(size_t count) {
    if (count <= size_) return shrinkTo(count);
    reserve(count);
    std::uninitialized_value_construct(end(), data() + count);
    size_ = static_cast<uint32_t>(count);
  }
  void resize(size_t count, const T& value) {
    if (count <= size_) return shrinkTo(count);
    T copy = value; // `value` may live in the storage that grow() frees
    reserve(count);
    std::uninitialized_fill(end(), data() + count, copy);
    size_ = static_cast<uint32_t>(count);
  }
  void assign(size_t count, const T& value) {
    T copy = value;
    clear();
    resize(count, copy);
  }
  template <std::input_iterator It> void assign(It first, It last) {
    clear();
    if constexpr (kTrivial && std::contiguous_iterator<It> &&
                  std::is_same_v<std::iter_value_t<It>, T>) {
      size_t count = static_cast<size_t>(last - first);
      reserve(count);
      if (count) std::memcpy(static_cast<void*>(data()), std::to_address(first), count * sizeof(T));
      size_ = static_cast<uint32_t>(count);
    } else if constexpr (std::forward_iterator<It>) {
      reserve(static_cast<size_t>(std::distance(first, last)));
      for (; first != last; ++first) {
        new (end()) T(*first);
        ++size_;
      }
    } else {
      for (; first != last; ++first) push_back(*first);
    }
  }
  void assign(std::initializer_list<T> values) { assign(values.begin(), values.end()); }

  void push_back(const T& value) { emplace_back(value); }
  void push_back(T&& value) { emplace_back(std::move(value)); }
  template <typename... Args> T& emplace_back(Args&&... args) {
    if (size_ == capacity_) {
      // The arguments may refer to elements that grow() moves: build the new one first.
      T made(std::forward<Args>(args)...);
      grow(size_ + 1);
      new (end()) T(std::move(made));
    } else {
      new (end()) T(std::forward<Args>(args)...);
    }
    ++size_;
    return back();
  }
  void pop_back() { shrinkTo(size_ - 1); }

  iterator insert(const_iterator pos, const T& value) { return insert(pos, size_t{1}, value); }
  iterator insert(const_iterator pos, size_t count, const T& value) {
    T copy = value;
    size_t at = index(pos);
    if constexpr (kTrivial) {
      openGap(at, count);
      std::fill(data() + at, data() + at + count, copy);
    } else {
      size_t old_size = size_;
      for (size_t i = 0; i < count; ++i) push_back(copy);
      std::rotate(data() + at, data() + old_size, end());
    }
    return data() + at;
  }
  template <std::input_iterator It> iterator insert(const_iterator pos, It first, It last) {
    // Copied first: the range may be part of this vector, which the gap moves or reallocates.
    SmallVector values(first, last);
    size_t at = index(pos);
    if constexpr (kTrivial) {
      openGap(at, values.size());
      std::copy(values.begin(), values.end(), data() + at);
    } else {
      size_t old_size = size_;
      reserve(size_ + values.size());
      for (T& value : values) push_back(std::move(value));
      std::rotate(data() + at, data() + old_size, end());
    }
    return data() + at;
  }
  iterator insert(const_iterator pos, std::initializer_list<T> values) {
    return insert(pos, values.begin(), values.end());
  }

  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    size_t from = index(first);
    size_t count = static_cast<size_t>(last - first);
    T* base = data();
    if constexpr (kTrivial) {
      std::memmove(base + from, base + from + count, (size_ - from - count) * sizeof(T));
      size_ -= static_cast<uint32_t>(count);
    } else {
      std::move(base + from + count, base + size_, base + from);
      shrinkTo(size_ - count);
    }
    return base + from;
  }

  void swap(SmallVector& other) noexcept {
    SmallVector tmp(std::move(other));
    other = std::move(*this);
    *this = std::move(tmp);
  }

  friend bool operator==(const SmallVector& a, const SmallVector& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }
  friend auto operator<=>(const SmallVector& a, const SmallVector& b) {
    return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
  }

private:
  [[gnu::always_inline]] bool onHeap() const noexcept { return capacity_ > N; }
  size_t index(const_iterator pos) const { return static_cast<size_t>(pos - begin()); }

  // Destroys the elements from `count` on.
  void shrinkTo(size_t count) noexcept {
    if constexpr (!kTrivial) std::destroy(data() + count, end());
    size_ = static_cast<uint32_t>(count);
  }

  void grow(size_t min_capacity) {
    if (min_capacity > max_size()) throw std::length_error("SmallVector too long");
    size_t capacity =
        std::min<size_t>(std::max<size_t>(min_capacity, 2 * size_t{capacity_}), max_size());
    T* storage = static_cast<T*>(::operator new(capacity * sizeof(T)));
    relocate(data(), size_, storage);
    release();
    heap_ = storage;
    capacity_ = static_cast<uint32_t>(capacity);
  }

  // Moves `count` elements to uninitialized memory at `to` and ends the lives of the originals.
  static void relocate(T* from, size_t count, T* to) noexcept {
    if constexpr (kTrivial) {
      if (count) std::memcpy(static_cast<void*>(to), from, count * sizeof(T));
    } else {
      static_assert(std::is_nothrow_move_constructible_v<T>);
      std::uninitialized_move(from, from + count, to);
      std::destroy(from, from + count);
    }
  }

  // Moves the elements from `at` on `count` places up (trivial elements only).
  void openGap(size_t at, size_t count) {
    reserve(size_ + count);
    T* base = data();
    std::memmove(base + at + count, base + at, (size_ - at) * sizeof(T));
    size_ += static_cast<uint32_t>(count);
  }

  // Frees the heap block, if any; the elements must already be gone or relocated.
  void release() noexcept {
    if (onHeap()) ::operator delete(heap_);
    capacity_ = N;
  }

  // Leaves `other` empty and inline; this one must be empty and inline.
  void take(SmallVector& other) noexcept {
    if (other.onHeap()) {
      heap_ = other.heap_;
    } else if constexpr (kCopyWholeBuffer) {
      std::memcpy(inline_, other.inline_, sizeof(inline_));
    } else {
      relocate(other.data(), other.size_, reinterpret_cast<T*>(inline_));
    }
    size_ = other.size_;
    capacity_ = other.capacity_;
    other.size_ = 0;
    other.capacity_ = N;
  }

  union {
    alignas(T) std::byte inline_[N * sizeof(T)];
    T* heap_;
  };
  uint32_t size_ = 0;
  uint32_t capacity_ = N;
};

} // namespace reinplace
