// reinplace run: the reference interpreter on seeded inputs; prints what the graph returns.

#include "cli/command_line.h"
#include "cli/commands.h"
#include "cli/graph_input.h"
#include "cli/oracle_option.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/runtime/tensor_text.h"

#include <map>
#include <ostream>

namespace reinplace::cli {

std::string runHelp() {
  return R"(usage: reinplace run FILE [--seed=S] [--special-values] [--format=text|json]
                     [--with-inputs] [--input NAME=META]... [--oracle=reference|aten|both]

Runs FILE in the reference interpreter (or in ATen, or in both: --oracle) on seeded inputs (the
same inputs 'reinplace check' uses for that seed) and prints the tensors it returns, in return
order. With --oracle=both the reference's tensors are printed once the two runs agree.

options:
  --seed=S            seed of the inputs (default 0)
  --special-values    mix ±0, ±inf, NaN, huge and tiny values and integer extremes into inputs
  --format=json       a JSON list with one object per returned tensor:
                      {"dtype", "sizes", "strides", "storage_offset", "values"}, values in
                      logical row-major order, NaN and infinities as "nan", "inf", "-inf"
  --with-inputs       JSON only: {"inputs": [...], "outputs": [...]}, each input with its whole
                      storage ("storage") and which storage it is ("storage_index": inputs
                      with one index are views of one storage), so another tool can rebuild
                      the same inputs
  --input NAME=META   meta for a parameter written without an annotation
)" + oracleOptionHelp() +
         memoryBudgetOptionHelp() +
         R"(
exit status: 0 ran, 1 the graph faults (overlap hazard, invalid graph, crash) or the oracles
             disagree, 2 bad input
)";
}

namespace {

std::string storageJson(const oracle::RuntimeTensor& tensor, size_t storage_index) {
  oracle::RuntimeTensor whole{tensor.storage,
                              contiguousMeta(tensor.layout.dtype, {tensor.storage->elements()})};
  std::string json = oracle::tensorJson(whole);
  size_t values = json.find("\"values\": ");
  std::string object = oracle::tensorJson(tensor);
  object.pop_back(); // the closing brace
  return object + ", \"storage\": " + json.substr(values + 10, json.size() - values - 11) +
         ", \"storage_index\": " + std::to_string(storage_index) + "}";
}

// For each input, the index of its storage among the inputs' distinct storages, in order.
std::vector<size_t> storageIndices(const std::vector<oracle::TensorHandle>& inputs) {
  std::vector<size_t> indices;
  std::map<const oracle::Storage*, size_t> seen;
  for (const auto& input : inputs)
    indices.push_back(seen.try_emplace(input->storage.get(), seen.size()).first->second);
  return indices;
}

} // namespace

int runRun(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = {
      inputOptionSpec(),      {"seed", true},     {"special-values", false}, {"format", true},
      {"with-inputs", false}, oracleOptionSpec(), memoryBudgetOptionSpec()};
  ParsedOptions options = parseOptions(args, specs);
  int64_t seed = options.getInt("seed", 0, 0, INT64_MAX);
  std::string format = options.get("format").value_or("text");
  if (format != "text" && format != "json")
    throw UsageError("unknown format '" + format + "' (text or json)");
  if (options.has("with-inputs") && format != "json")
    throw UsageError("--with-inputs needs --format=json");
  Graph graph = loadGraphArgument(options);
  oracle::InputOptions input_options{static_cast<uint64_t>(seed), options.has("special-values")};
  oracle::ExecutionLimits limits = executionLimits(options);
  std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(graph, input_options, limits);
  std::vector<oracle::TensorHandle> given = oracle::copyTensors(inputs);
  aten::JudgedRun judged = aten::runWith(oracleChoice(options), graph, inputs, limits,
                                         input_options.seed, input_options.special_values);
  if (judged.disagreement) {
    out << judged.disagreement->text() << "\n";
    return 1;
  }
  const oracle::Execution& run = judged.execution;
  if (run.fault) {
    out << verdictName(run.fault->kind) << " at " << run.fault->node->name << " (line "
        << run.fault->node->loc.line << "): " << run.fault->message << "\n";
    return 1;
  }
  if (format == "json") {
    if (options.has("with-inputs")) {
      std::string inputs_json = "[";
      std::vector<size_t> storage_indices = storageIndices(given);
      for (size_t i = 0; i < given.size(); ++i)
        inputs_json += (i ? ",\n " : "") + storageJson(*given[i], storage_indices[i]);
      out << "{\"inputs\": " << inputs_json
          << "],\n\"outputs\": " << oracle::tensorsJson(run.outputs) << "}\n";
    } else {
      out << oracle::tensorsJson(run.outputs);
    }
    return 0;
  }
  for (size_t i = 0; i < run.outputs.size(); ++i)
    out << "output " << i << ": " << oracle::tensorText(*run.outputs[i]) << "\n";
  return 0;
}

} // namespace reinplace::cli
