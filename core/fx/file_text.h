#pragma once
// A graph file's text, read for parsing: a regular file is mapped, not copied (a file of
// millions of statements would otherwise be zeroed, then copied, page by page); anything else
// (a pipe, /dev/stdin) is read to its end.

#include <string>
#include <string_view>

namespace reinplace {

class FileText {
public:
  /// Throws InputError naming `path` when it cannot be read.
  explicit FileText(const std::string& path);
  ~FileText();
  FileText(const FileText&) = delete;
  FileText& operator=(const FileText&) = delete;

  std::string_view text() const { return text_; }

private:
  void* mapped_ = nullptr;
  size_t mapped_size_ = 0;
  std::string read_; // when not mapped
  std::string_view text_;
};

} // namespace reinplace
