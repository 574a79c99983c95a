#include "core/fx/file_text.h"

#include "core/ir/diagnostics.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

namespace reinplace {

FileText::FileText(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw InputError(path, 1, 1, "cannot read the file");
  struct stat status {};
  bool known = ::fstat(fd, &status) == 0;
  if (known && S_ISDIR(status.st_mode)) {
    ::close(fd);
    throw InputError(path, 1, 1, "cannot read the file: it is a directory");
  }
  if (known && S_ISREG(status.st_mode) && status.st_size > 0) {
    void* mapped =
        ::mmap(nullptr, static_cast<size_t>(status.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    if (mapped != MAP_FAILED) {
      ::close(fd);
      mapped_ = mapped;
      mapped_size_ = static_cast<size_t>(status.st_size);
      text_ = {static_cast<const char*>(mapped), mapped_size_};
      return;
    }
  }
  // Read from this descriptor, not the path again: a pipe's writer is on this one.
  char buffer[65536];
  while (true) {
    ssize_t got = ::read(fd, buffer, sizeof(buffer));
    if (got == 0) break;
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      ::close(fd);
      throw InputError(path, 1, 1, "cannot read the file");
    }
    read_.append(buffer, static_cast<size_t>(got));
  }
  ::close(fd);
  text_ = read_;
}

FileText::~FileText() {
  if (mapped_) ::munmap(mapped_, mapped_size_);
}

} // namespace reinplace
