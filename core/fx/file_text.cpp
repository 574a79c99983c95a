#include "core/fx/file_text.h"

#include "core/ir/diagnostics.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <iterator>

namespace reinplace {

FileText::FileText(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw InputError(path, 1, 1, "cannot read the file");
  struct stat status {};
  if (::fstat(fd, &status) == 0 && S_ISDIR(status.st_mode)) {
    ::close(fd);
    throw InputError(path, 1, 1, "cannot read the file: it is a directory");
  }
  if (S_ISREG(status.st_mode) && status.st_size > 0) {
    void* mapped =
        ::mmap(nullptr, static_cast<size_t>(status.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapped != MAP_FAILED) {
      mapped_ = mapped;
      mapped_size_ = static_cast<size_t>(status.st_size);
      text_ = {static_cast<const char*>(mapped), mapped_size_};
    }
  }
  ::close(fd);
  if (mapped_ || (S_ISREG(status.st_mode) && status.st_size == 0)) return;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 1, 1, "cannot read the file");
  read_.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError(path, 1, 1, "cannot read the file");
  text_ = read_;
}

FileText::~FileText() {
  if (mapped_) ::munmap(mapped_, mapped_size_);
}

} // namespace reinplace
