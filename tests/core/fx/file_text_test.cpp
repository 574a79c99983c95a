// A graph file is read whole whatever it is: mapped when regular, read to its end when a pipe;
// a directory or a missing file is an input error naming it.

#include "core/fx/file_text.h"
#include "core/ir/diagnostics.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>

namespace reinplace {
namespace {

std::string temporaryDirectory() {
  std::string pattern = ::testing::TempDir() + "file_text_XXXXXX";
  const char* made = ::mkdtemp(pattern.data());
  EXPECT_NE(made, nullptr);
  return pattern;
}

TEST(FileText, ARegularFileReadsAsWritten) {
  std::string path = temporaryDirectory() + "/graph.fx";
  std::string written(100000, 'x');
  written[4095] = '\n';
  written[99999] = 'y';
  std::ofstream(path, std::ios::binary) << written;
  FileText file(path);
  EXPECT_EQ(file.text(), written);
}

TEST(FileText, AnEmptyFileIsEmptyText) {
  std::string path = temporaryDirectory() + "/empty.fx";
  std::ofstream(path, std::ios::binary).flush();
  FileText file(path);
  EXPECT_TRUE(file.text().empty());
}

TEST(FileText, APipeIsReadToItsEnd) {
  std::string path = temporaryDirectory() + "/pipe";
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  std::string written = "def forward(self, x: \"f32[2]\"):\n    return (x,)\n";
  std::thread writer([&] { std::ofstream(path, std::ios::binary) << written; });
  FileText file(path);
  writer.join();
  EXPECT_EQ(file.text(), written);
}

TEST(FileText, ADirectoryOrAMissingFileIsAnInputErrorNamingIt) {
  std::string directory = temporaryDirectory();
  try {
    FileText file(directory);
    FAIL() << "a directory was read";
  } catch (const InputError& error) {
    EXPECT_EQ(error.file(), directory);
    EXPECT_EQ(error.message(), "cannot read the file: it is a directory");
  }
  EXPECT_THROW(FileText(directory + "/missing.fx"), InputError);
}

} // namespace
} // namespace reinplace
