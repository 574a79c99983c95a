#pragma once
// Errors in user input, reported as "file:line:col: error: message" (exit status 2 at the CLI).

#include <cstdint>
#include <stdexcept>
#include <string>

namespace reinplace {

class InputError : public std::runtime_error {
public:
  InputError(std::string file, uint32_t line, uint32_t column, const std::string& message)
      : std::runtime_error(format(file, line, column, message)), file_(std::move(file)),
        line_(line), column_(column), message_(message) {}

  const std::string& file() const { return file_; }
  uint32_t line() const { return line_; }
  uint32_t column() const { return column_; }
  /// The message without the location prefix.
  const std::string& message() const { return message_; }

private:
  static std::string format(const std::string& file, uint32_t line, uint32_t column,
                            const std::string& message) {
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message;
  }
  std::string file_;
  uint32_t line_;
  uint32_t column_;
  std::string message_;
};

} // namespace reinplace
