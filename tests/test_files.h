#pragma once
// Finding and reading the data files tests are driven by.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace reinplace::testing {

inline std::filesystem::path sourcePath(const std::string& relative) {
  return std::filesystem::path(REINPLACE_SOURCE_DIR) / relative;
}

/// Every file with `extension` below `relative_dir` (recursively), sorted.
inline std::vector<std::filesystem::path> filesUnder(const std::string& relative_dir,
                                                     const std::string& extension = ".fx") {
  std::vector<std::filesystem::path> out;
  auto root = sourcePath(relative_dir);
  if (!std::filesystem::exists(root)) return out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root))
    if (entry.is_regular_file() && entry.path().extension() == extension)
      out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

/// The text after "# <key>: " on the first line that has it, or "" if none.
inline std::string directive(const std::string& text, const std::string& key) {
  std::string marker = "# " + key + ": ";
  size_t at = text.find(marker);
  if (at == std::string::npos) return "";
  size_t end = text.find('\n', at);
  return text.substr(at + marker.size(), end - at - marker.size());
}

} // namespace reinplace::testing
