#include "aten/sample_coverage.h"

#include "aten/aten_executor.h"
#include "aten/aten_meta.h"
#include "aten/oracle_choice.h"
#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/kernel.h"

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <csignal>
#include <cstring>
#include <initializer_list>
#include <sstream>
#include <string_view>

namespace reinplace::aten {
namespace {

// One way of filling a schema's arguments: the tensor every Tensor argument gets and the
// numbers the others get.
struct SampleProfile {
  const char* tensor;  // meta text, "f32[2, 3]"
  const char* indices; // for arguments named like index tensors
  int64_t dim;
  const char* sizes; // int[] arguments that are sizes
  const char* text;  // str arguments
};

constexpr std::array<SampleProfile, 7> kProfiles = {{
    {"f32[2, 3]", "i64[2, 3]", 0, "[2, 3]", "none"},
    {"f32[1, 2, 4, 4]", "i64[1, 2, 4, 4]", 1, "[2, 2]", "mean"},
    {"f32[6]", "i64[6]", 0, "[6]", "sum"},
    {"f32[2, 3, 4]", "i64[2, 3, 4]", 1, "[2, 3, 4]", "none"},
    {"i64[2, 3]", "i64[2, 3]", 1, "[3, 2]", "sum"},
    {"b8[2, 3]", "i64[2, 3]", 0, "[2, 3]", "none"},
    {"f64[4, 4]", "i64[4]", 0, "[4, 4]", "reflect"},
}};

bool namedLike(std::string_view name, std::initializer_list<std::string_view> words) {
  for (std::string_view word : words)
    if (name.find(word) != std::string_view::npos) return true;
  return false;
}

// The literal of a non-tensor argument, or nullopt when the sample cannot give one.
std::optional<std::string> literalFor(const SchemaArgument& argument,
                                      const SampleProfile& profile) {
  const SchemaType& type = argument.type;
  const std::string& name = argument.name;
  bool dim_like = namedLike(name, {"dim", "axis"}) && !namedLike(name, {"dims_"});
  switch (type.base) {
  case BaseType::Int:
  case BaseType::SymInt:
    if (type.list) {
      if (dim_like) return "[" + std::to_string(profile.dim) + "]";
      if (namedLike(name, {"padding", "offset"})) return std::string("[0, 0]");
      if (namedLike(name, {"stride", "dilation", "kernel", "output_size", "repeats"}))
        return std::string(name == "output_size" ? profile.sizes : "[1, 1]");
      return std::string(profile.sizes);
    }
    if (dim_like) return std::to_string(profile.dim);
    if (namedLike(name, {"padding", "offset", "start", "index", "diagonal"})) return "0";
    return std::string("1");
  case BaseType::Float:
    if (type.list) return std::string("[2.0, 2.0]");
    return std::string(namedLike(name, {"eps"}) ? "1e-05" : "0.5");
  case BaseType::Bool:
    if (type.list) return std::string("[True, True, True]");
    return std::string("False");
  case BaseType::Scalar:
    return std::string("1");
  case BaseType::Str:
    return "'" + std::string(profile.text) + "'";
  case BaseType::ScalarType:
    return std::string("torch.float32");
  default:
    if (type.optional) return std::string("None");
    return std::nullopt;
  }
}

bool isIndexName(std::string_view name) {
  return name == "index" || name == "indices" || name == "target" || name == "offsets";
}

// The one-call graph of `op` for `profile`, or nullopt when an argument cannot be filled.
std::optional<std::string> sampleGraph(const OpInfo& op, const SampleProfile& profile) {
  std::vector<std::string> parameters, positional, keywords;
  auto tensorParameter = [&](const std::string& name) {
    std::string parameter = "a" + std::to_string(parameters.size());
    parameters.push_back(parameter + ": \"" +
                         (isIndexName(name) ? profile.indices : profile.tensor) + "\"");
    return parameter;
  };
  for (const SchemaArgument& argument : op.schema.arguments) {
    std::string value;
    if (argument.default_value) continue; // defaults make a valid call
    const SchemaType& type = argument.type;
    if (type.base == BaseType::Tensor) {
      if (type.list && type.optional_elements)
        value = "[" + tensorParameter("index") + "]";
      else if (type.list)
        value = "[" + tensorParameter(argument.name) + ", " + tensorParameter(argument.name) + "]";
      else
        value = tensorParameter(argument.name);
    } else {
      std::optional<std::string> literal = literalFor(argument, profile);
      if (!literal) return std::nullopt;
      value = *literal;
    }
    if (argument.kwarg_only)
      keywords.push_back(argument.name + " = " + value);
    else
      positional.push_back(value);
  }
  std::ostringstream code;
  code << "def forward(self";
  for (const std::string& parameter : parameters) code << ", " << parameter;
  code << "):\n    out = torch.ops.aten." << op.schema.name << "." << op.schema.overloadName()
       << "(";
  bool first = true;
  for (const auto* list : {&positional, &keywords})
    for (const std::string& value : *list) {
      code << (first ? "" : ", ") << value;
      first = false;
    }
  code << ")\n    return out\n";
  return code.str();
}

} // namespace

SampleCoverage coverOnSamples(const OpInfo& op) {
  SampleCoverage coverage;
  const bool both = op.meta_rule && oracle::KernelRegistry::builtin().find(op);
  for (const SampleProfile& profile : kProfiles) {
    std::optional<std::string> text = sampleGraph(op, profile);
    if (!text) {
      coverage.failure = "an argument the samples cannot fill";
      continue;
    }
    try {
      Graph graph = parseFxCode(*text, "sample.fx", builtinRegistry());
      annotateMetaFromAten(graph);
      propagateMeta(graph);
      oracle::ExecutionLimits limits;
      std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(graph, {}, limits);
      JudgedRun run =
          runWith(both ? OracleChoice::Both : OracleChoice::Aten, graph, inputs, limits);
      const oracle::Execution& aten = both ? *run.aten : run.execution;
      if (aten.fault) {
        coverage.failure = aten.fault->message;
        continue;
      }
      coverage.sample = *text;
      if (run.disagreement) coverage.disagreement = run.disagreement->text();
      return coverage;
    } catch (const AtenUnavailable&) {
      throw;
    } catch (const std::exception& error) {
      coverage.failure = error.what();
    }
  }
  return coverage;
}

namespace {

void writeAll(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
    if (wrote <= 0) return;
    done += static_cast<size_t>(wrote);
  }
}

std::string readAll(int fd) {
  std::string text;
  char buffer[4096];
  ssize_t got;
  while ((got = ::read(fd, buffer, sizeof buffer)) > 0)
    text.append(buffer, static_cast<size_t>(got));
  return text;
}

// Three fields, each its length in decimal, a newline and its bytes; the sample's length is -1
// when none ran.
std::string encode(const SampleCoverage& coverage) {
  std::string text;
  auto field = [&](const std::string& value) {
    text += std::to_string(value.size()) + "\n" + value;
  };
  if (coverage.sample)
    field(*coverage.sample);
  else
    text += "-1\n";
  field(coverage.failure);
  field(coverage.disagreement);
  return text;
}

std::optional<SampleCoverage> decode(const std::string& text) {
  size_t at = 0;
  auto field = [&]() -> std::optional<std::string> {
    size_t newline = text.find('\n', at);
    if (newline == std::string::npos) return std::nullopt;
    long long length = std::atoll(text.substr(at, newline - at).c_str());
    at = newline + 1;
    if (length < 0) return std::string("\x01");
    if (at + static_cast<size_t>(length) > text.size()) return std::nullopt;
    std::string value = text.substr(at, static_cast<size_t>(length));
    at += static_cast<size_t>(length);
    return value;
  };
  SampleCoverage coverage;
  auto sample = field(), failure = field(), disagreement = field();
  if (!sample || !failure || !disagreement) return std::nullopt;
  if (*sample != "\x01") coverage.sample = *sample;
  coverage.failure = *failure;
  coverage.disagreement = *disagreement;
  return coverage;
}

} // namespace

SampleCoverage coverOnSamplesIsolated(const OpInfo& op) {
  int fds[2];
  if (::pipe(fds) != 0) return coverOnSamples(op);
  pid_t child = ::fork();
  if (child < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return coverOnSamples(op);
  }
  if (child == 0) {
    ::close(fds[0]);
    std::string text;
    try {
      text = encode(coverOnSamples(op));
    } catch (const std::exception& error) {
      text = encode(SampleCoverage{std::nullopt, error.what(), ""});
    }
    writeAll(fds[1], text);
    ::close(fds[1]);
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string text = readAll(fds[0]);
  ::close(fds[0]);
  int status = 0;
  ::waitpid(child, &status, 0);
  if (WIFSIGNALED(status))
    return SampleCoverage{std::nullopt,
                          "torch 1.13 crashes on the sample (" +
                              std::string(::strsignal(WTERMSIG(status))) + ")",
                          ""};
  std::optional<SampleCoverage> coverage = decode(text);
  if (!coverage) return SampleCoverage{std::nullopt, "the sample's run reported nothing", ""};
  return *coverage;
}

} // namespace reinplace::aten
