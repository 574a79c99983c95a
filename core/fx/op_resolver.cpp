#include "core/fx/op_resolver.h"

#include "core/ir/diagnostics.h"

namespace reinplace {

void OpResolver::fail(const Token& at, const std::string& message) const {
  throw InputError(file_, at.line, at.column, message);
}

const OpInfo* OpResolver::resolve(const Token& start, const DottedName& target) {
  size_t skip = 0;
  if (target.size() >= 3 && target[0]->text == "torch" && target[1]->text == "ops") skip = 2;
  if (target.size() < skip + 1 || target[skip]->text != "aten")
    fail(start, "unknown call target '" + join(target) +
                    "'; expected torch.ops.aten.OP.OVERLOAD or operator.getitem");
  if (target.size() == skip + 2)
    fail(*target.back(), "'" + join(target) + "' names an op without an overload; write " +
                             join(target) + "." + overloadHint(target[skip + 1]->text));
  if (target.size() != skip + 3) fail(start, "unknown call target '" + join(target) + "'");
  const Token& packet = *target[skip + 1];
  const Token& overload = *target[skip + 2];
  // "add.Tensor" as written, the op's name and overload with what lies between them.
  std::string_view written(
      packet.text.data(),
      static_cast<size_t>(overload.text.data() + overload.text.size() - packet.text.data()));
  if (auto it = resolved_.find(written); it != resolved_.end()) return it->second;
  if (const OpInfo* op = registry_.find(packet.text, overload.text)) {
    resolved_.emplace(written, op);
    return op;
  }
  auto overloads = registry_.overloads(packet.text);
  if (overloads.empty())
    fail(packet,
         "unknown op 'aten." + std::string(packet.text) + "." + std::string(overload.text) + "'");
  std::string known;
  for (const OpInfo* candidate : overloads)
    known += (known.empty() ? "" : ", ") + candidate->schema.overloadName();
  fail(overload, "op 'aten." + std::string(packet.text) + "' has no overload '" +
                     std::string(overload.text) + "' (known: " + known + ")");
}

std::string OpResolver::overloadHint(std::string_view packet) const {
  auto overloads = registry_.overloads(packet);
  return overloads.empty() ? "default" : overloads.front()->schema.overloadName();
}

} // namespace reinplace
