#include "core/reinplace/report.h"

#include "core/fx/json_text.h"

#include <algorithm>

namespace reinplace {
namespace {

// The one table of decision names: the report's (JSON) and the campaigns' coverage counts'.
struct DecisionKindNames {
  DecisionKind kind;
  std::string_view report;
  std::string_view coverage;
};
constexpr DecisionKindNames kDecisionKindNames[] = {
    {DecisionKind::Inplaced, "inplaced", "inplaced"},
    {DecisionKind::ScatterRewritten, "scatter", "scatter-rewritten"},
    {DecisionKind::ScatterRemoved, "removed", "removed"},
    {DecisionKind::CopyRemoved, "copy-removed", "copy-removed"},
    {DecisionKind::Kept, "kept", "kept"},
};

const DecisionKindNames* namesOf(DecisionKind kind) {
  for (const DecisionKindNames& names : kDecisionKindNames)
    if (names.kind == kind) return &names;
  return nullptr;
}

} // namespace

std::string_view decisionKindName(DecisionKind kind) {
  const DecisionKindNames* names = namesOf(kind);
  return names ? names->report : "?";
}

std::string_view decisionCoverageName(DecisionKind kind) {
  const DecisionKindNames* names = namesOf(kind);
  return names ? names->coverage : "?";
}

std::string_view policyName(Policy policy) {
  return policy == Policy::Sound ? "sound" : "pytorch";
}

std::optional<Policy> policyFromName(std::string_view name) {
  if (name == "sound") return Policy::Sound;
  if (name == "pytorch") return Policy::PyTorch;
  return std::nullopt;
}

size_t ReinplaceReport::count(DecisionKind kind) const {
  return std::count_if(decisions.begin(), decisions.end(),
                       [&](const Decision& d) { return d.kind == kind; });
}

Decision Decision::make(std::string node, DecisionKind kind, std::string text) {
  Decision decision;
  decision.node = std::move(node);
  decision.kind = kind;
  decision.text_ = std::move(text);
  return decision;
}

Decision Decision::kept(std::string node, std::optional<SafetyCheck> check, std::string reason) {
  Decision decision = make(std::move(node), DecisionKind::Kept, std::move(reason));
  decision.check = check;
  return decision;
}

Decision Decision::inplaced(std::string node, const std::string& new_target,
                            const std::string& into_input) {
  return make(std::move(node), DecisionKind::Inplaced,
              into_input.empty() ? new_target : new_target + '\n' + into_input);
}

// Names and op names never contain a newline, so it separates the three parts.
Decision Decision::scatterRewritten(std::string node, const std::string& view_target,
                                    const std::string& view, const std::string& copy) {
  return make(std::move(node), DecisionKind::ScatterRewritten,
              view_target + '\n' + view + '\n' + copy);
}

Decision Decision::scatterRemoved(std::string node, const std::string& by) {
  return make(std::move(node), DecisionKind::ScatterRemoved, by);
}

Decision Decision::scatterNoOp(std::string node, const std::string& source) {
  return make(std::move(node), DecisionKind::ScatterRemoved, source + "\nin place");
}

Decision Decision::scatterOverwritten(std::string node, const std::string& next) {
  return make(std::move(node), DecisionKind::ScatterRemoved, next + "\noverwritten");
}

Decision Decision::scatterUnread(std::string node) {
  return make(std::move(node), DecisionKind::ScatterRemoved, "\nunread");
}

bool Decision::unread() const {
  return kind == DecisionKind::ScatterRemoved && part(1) == "unread";
}

bool Decision::overwrittenAtOnce() const {
  return kind == DecisionKind::ScatterRemoved && part(1) == "overwritten";
}

Decision Decision::copyRemoved(std::string node, const std::string& by) {
  return make(std::move(node), DecisionKind::CopyRemoved, by);
}

Decision Decision::withBytes(int64_t removed_or_missed) && {
  bytes = removed_or_missed;
  return std::move(*this);
}

std::string_view Decision::part(size_t index) const {
  std::string_view rest = text_;
  for (size_t i = 0; i < index; ++i) {
    size_t newline = rest.find('\n');
    rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
  }
  return rest.substr(0, rest.find('\n'));
}

bool Decision::conservative() const {
  return kind == DecisionKind::Kept && text_.find("could not be ruled out") != std::string::npos;
}

std::string_view Decision::reason() const {
  return kind == DecisionKind::Kept ? std::string_view(text_) : std::string_view();
}

std::string_view Decision::newTarget() const {
  return kind == DecisionKind::Inplaced || kind == DecisionKind::ScatterRewritten
             ? part(0)
             : std::string_view();
}

std::string_view Decision::related() const {
  if (kind == DecisionKind::ScatterRemoved || kind == DecisionKind::CopyRemoved) return part(0);
  return kind == DecisionKind::ScatterRewritten || kind == DecisionKind::Inplaced
             ? part(1)
             : std::string_view();
}

std::string_view Decision::secondRelated() const {
  return kind == DecisionKind::ScatterRewritten ? part(2) : std::string_view();
}

std::string Decision::reasonText() const {
  std::string out;
  return appendReasonText(out);
}

std::string& Decision::appendReasonText(std::string& out) const {
  switch (kind) {
  case DecisionKind::Inplaced:
    out.append("inplaced ").append(node).append(" -> ").append(newTarget());
    if (!related().empty()) out.append(" into input ").append(related());
    return out;
  case DecisionKind::ScatterRewritten:
    return out.append("scatter ")
        .append(node)
        .append(" -> ")
        .append(related())
        .append(" = ")
        .append(newTarget())
        .append(" + ")
        .append(secondRelated())
        .append(" = copy_");
  case DecisionKind::ScatterRemoved:
    if (part(1) == "in place")
      return out.append("removed ")
          .append(node)
          .append(": its source ")
          .append(related())
          .append(" already sits where it writes");
    if (unread())
      return out.append("removed ").append(node).append(": nobody reads an element of it");
    if (overwrittenAtOnce())
      return out.append("removed ")
          .append(node)
          .append(": ")
          .append(related())
          .append(" overwrites at once all it writes");
    return out.append("removed ")
        .append(node)
        .append(": it writes back what ")
        .append(related())
        .append(" now writes in place");
  case DecisionKind::CopyRemoved:
    return out.append("removed ")
        .append(node)
        .append(": it copies back what ")
        .append(related())
        .append(" now writes into the input in place");
  case DecisionKind::Kept:
    break;
  }
  return out.append(reason());
}

std::string ReinplaceReport::text() const {
  std::string out;
  out.reserve(decisions.size() * 64); // a typical line: a million decisions regrow nothing
  for (const auto& d : decisions) {
    if (d.kind == DecisionKind::Kept) {
      out.append("kept ").append(d.node).append(": ").append(d.reason());
      if (d.check)
        out.append(" [")
            .append(checkName(*d.check))
            .append("] (misses ")
            .append(std::to_string(d.bytes))
            .append(" bytes)");
    } else {
      d.appendReasonText(out).append(" (saves ").append(std::to_string(d.bytes)).append(" bytes)");
    }
    out += '\n';
  }
  out += memory.text();
  out += '\n';
  return out;
}

std::string ReinplaceReport::json() const {
  std::string out = "{\"policy\": \"" + std::string(policyName(policy)) + "\", \"decisions\": [";
  for (size_t i = 0; i < decisions.size(); ++i) {
    const Decision& d = decisions[i];
    out += i ? ",\n  " : "\n  ";
    out +=
        "{\"node\": " + jsonString(d.node) + ", \"decision\": \"" +
        std::string(decisionKindName(d.kind)) +
        "\", \"check\": " + (d.check ? jsonString(std::string(checkName(*d.check))) : "null") +
        ", \"reason\": " + jsonString(d.reasonText()) +
        ", \"conservative\": " + (d.conservative() ? "true" : "false") + ", \"new_target\": " +
        (d.newTarget().empty() ? "null" : jsonString(std::string(d.newTarget()))) +
        ", \"bytes_saved\": " +
        (d.kind != DecisionKind::Kept ? std::to_string(d.bytes) : std::string("null")) +
        ", \"bytes_missed\": " +
        (d.kind == DecisionKind::Kept && d.check ? std::to_string(d.bytes) : std::string("null")) +
        "}";
  }
  out += decisions.empty() ? "]" : "\n]";
  out += ", \"inplaced\": " + std::to_string(count(DecisionKind::Inplaced)) +
         ", \"scatters_rewritten\": " + std::to_string(count(DecisionKind::ScatterRewritten)) +
         ", \"scatters_removed\": " + std::to_string(count(DecisionKind::ScatterRemoved)) +
         ", \"copies_removed\": " + std::to_string(count(DecisionKind::CopyRemoved)) +
         ", \"memory\": " + memory.json() + "}\n";
  return out;
}

} // namespace reinplace
