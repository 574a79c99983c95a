// Whether a hidden write into memory a rewrite moves values into can be seen. A kernel that
// writes an argument no schema marks written (native_batch_norm's running stats) changes, after
// the rewrite, values that the program keeps apart from the written tensor; that is harmless
// when nothing reads them afterwards, the writer included.

#include "core/kernel_facts/layout_sensitivity.h"
#include "core/ops/bound_args.h"
#include "core/reinplace/pass_run.h"

#include <algorithm>
#include <functional>

namespace reinplace {
namespace {

// native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)
constexpr int kBatchNormInput = 0;
constexpr int kBatchNormWeight = 1;
constexpr int kBatchNormBias = 2;

bool isBatchNorm(const Node* node) {
  return node->kind == NodeKind::Call && node->op->qualified_name == "native_batch_norm.default";
}

// Some element of `value` is read, as far as can be told: nothing is read of a value without
// elements, or through views and ops that raise on no value, write nothing and whose results
// nobody reads (followed a few levels; deeper counts as read).
bool elementsRead(const Node* value, int depth = 0);

// `reader` raises on no value of the arguments `changed` picks and writes nothing: what it
// reads is seen only where its results are read.
bool readsOnlyForItsResults(const Node* reader, const std::function<bool(const Node*)>& changed) {
  bool writes =
      reader->op && (reader->op->schema.isMutating() || !reader->op->hidden_writes.empty());
  return !writes && readsAnyValueOf(reader, changed);
}

bool elementsRead(const Node* value, int depth) {
  if (value->hasTensorMeta() && value->tensorMeta().numel() == 0) return false;
  if (depth >= 8) return true;
  for (const Node* user : value->users) {
    bool passes_on =
        isViewOf(user, value) ||
        readsOnlyForItsResults(user, [value](const Node* arg) { return arg == value; });
    if (!passes_on || elementsRead(user, depth + 1)) return true;
  }
  return false;
}

// The writer's first result (batch norm's output) is read: through a getitem of index 0, or by
// anything that is not a getitem.
bool firstResultRead(const Node* writer) {
  for (const Node* user : writer->users) {
    if (user->kind != NodeKind::GetItem) return true;
    if (user->args.size() > 1 && user->args[1].isInt() &&
        std::get<int64_t>(user->args[1].value) != 0)
      continue;
    if (elementsRead(user)) return true;
  }
  return false;
}

} // namespace

// Values of the written tensor's own storage (it, its views) see the write in the program too;
// others see it when they share an element with where the written tensor lives in the rewrite.
bool PassRun::seesWrite(const Node* value, const ProgramWrite& write, const LayoutRef& written,
                        const std::vector<StorageId>& affected) const {
  if (value->id >= deleted_.size()) return true; // made by the pass: no meta to tell
  const StorageId own = write.target->tensorMeta().storage;
  for (const TensorMeta& meta : value->meta)
    if (meta.storage != own && std::find(affected.begin(), affected.end(),
                                         classes_.find(meta.storage)) != affected.end()) {
      LayoutRef real = value->hasTensorMeta() ? realLayout(value) : LayoutRef();
      return !real || !written ||
             (sameRealStorage(*real, *written) && sharesMemory(*real, *written) != Overlap::No);
    }
  return false;
}

// torch 1.13's training batch norm on CPU reads every channel's statistics before it writes any
// running stat when the input is contiguous (or has one channel); otherwise it walks the
// channels in parallel, each read before its own stats are written, so a write into another
// channel's elements may come before that channel is read. It reads the input again for its
// output after the writes, and weight and bias only then. Any other argument in the memory, or
// any other writer, counts as read.
bool PassRun::writeObserved(const ProgramWrite& write,
                            const std::vector<StorageId>& affected) const {
  const Node* writer = write.writer;
  if (!isBatchNorm(writer)) return true;
  const LayoutRef written = realLayout(write.target);
  BoundArgs bound(*writer->op, writer->args, writer->kwargs);
  for (size_t i = 0; i < bound.size(); ++i) {
    bool observed = false;
    bound.at(static_cast<int>(i)).forEachNode([&](const Node* arg) {
      if (!seesWrite(arg, write, written, affected)) return;
      const int index = static_cast<int>(i);
      if (index == kBatchNormWeight || index == kBatchNormBias) {
        observed = observed || firstResultRead(writer);
        return;
      }
      if (index != kBatchNormInput || firstResultRead(writer)) {
        observed = true;
        return;
      }
      LayoutRef real = realLayout(arg);
      if (!real || !written || !statWriteReadByNoChannel(*real, *written)) observed = true;
    });
    if (observed) return true;
  }
  for (const Node* reader = writer->next; reader; reader = reader->next) {
    // A view reads no element: its readers, later in the program, are asked for the elements
    // they see through it (none, for an empty view).
    if (reader->view_source || reader->list_view_source) continue;
    auto sees = [&](const Node* arg) { return seesWrite(arg, write, written, affected); };
    bool reads = false;
    auto visit = [&](const Node* arg) { reads = reads || sees(arg); };
    for (const Arg& arg : reader->args) arg.forEachNode(visit);
    for (const auto& kwarg : reader->kwargs) kwarg.second.forEachNode(visit);
    if (reads && (!readsOnlyForItsResults(reader, sees) || elementsRead(reader))) return true;
  }
  return false;
}

// Whose results nobody reads, a batch norm whose inputs changed writes changed running stats:
// unseen when their memory (with every storage it joins in the rewrite) is no input's, and no
// later node reads a value in it, the output included.
bool PassRun::hiddenWritesUnread(
    const Node* writer, std::span<const StorageId> joined,
    const std::function<const TensorMeta*(const Node&)>& layoutOf) const {
  if (!isBatchNorm(writer)) return false;
  std::vector<StorageId> written;
  auto addClass = [&](StorageId storage) {
    StorageId root = classes_.find(storage);
    if (std::find(written.begin(), written.end(), root) == written.end()) written.push_back(root);
  };
  for (const ProgramWrite& write : writes_.at(writer)) {
    if (write.writer != writer) continue;
    const TensorMeta* now = layoutOf(*write.target);
    if (!now) return false;
    addClass(now->storage);
    addClass(write.target->tensorMeta().storage);
  }
  auto inWritten = [&](StorageId storage) {
    return std::find(written.begin(), written.end(), classes_.find(storage)) != written.end();
  };
  if (std::any_of(joined.begin(), joined.end(), inWritten))
    for (StorageId storage : joined) addClass(storage);
  for (StorageId storage : written)
    if (isInputStorage(storage)) return false;
  auto readsWritten = [&](const Node* value) {
    for (const TensorMeta& meta : value->meta)
      if (inWritten(meta.storage)) return true;
    if (!value->hasTensorMeta()) return !value->meta.empty();
    LayoutRef real = realLayout(value);
    return !real || inWritten(real->storage);
  };
  for (const Node* reader = writer->next; reader; reader = reader->next) {
    bool reads = false;
    auto visit = [&](const Node* arg) { reads = reads || readsWritten(arg); };
    for (const Arg& arg : reader->args) arg.forEachNode(visit);
    for (const auto& kwarg : reader->kwargs) kwarg.second.forEachNode(visit);
    if (reads) return false;
  }
  return true;
}

} // namespace reinplace
