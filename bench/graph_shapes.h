#pragma once
// FX-code text of the graph shapes the benchmarks measure (docs/performance.md, "Scaling on
// every graph shape"). Each generator takes a target op count and returns a graph of about that
// many nodes, so per-op cost can be compared across sizes.

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace reinplace::bench {

/// The chain the cost goal is stated for: blocks of add, mul, select -> add -> select_scatter,
/// relu on an [8, 8] tensor, functionalized the way make_fx prints it; `ops / 6` blocks.
inline std::string chainGraph(int64_t ops) {
  int64_t blocks = ops / 6;
  std::string text =
      "def forward(self, x: \"f32[8, 8]\"):\n    v0 = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < blocks; ++i) {
    std::string s = std::to_string(i), prev = "v" + s;
    text += "    add_" + s + " = torch.ops.aten.add.Tensor(" + prev + ", 1)\n";
    text += "    mul_" + s + " = torch.ops.aten.mul.Tensor(add_" + s + ", 2)\n";
    text += "    select_" + s + " = torch.ops.aten.select.int(mul_" + s + ", 0, 1)\n";
    text += "    addr_" + s + " = torch.ops.aten.add.Tensor(select_" + s + ", 3)\n";
    text += "    scatter_" + s + " = torch.ops.aten.select_scatter.default(mul_" + s + ", addr_" +
            s + ", 0, 1)\n";
    text += "    v" + std::to_string(i + 1) + " = torch.ops.aten.relu.default(scatter_" + s + ")\n";
  }
  return text + "    return v" + std::to_string(blocks) + "\n";
}

/// Many outputs: `ops / 3` independent lanes clone -> add -> relu, every lane returned (the
/// shape of a backward graph's parameter gradients or an optimizer step's updated state).
inline std::string wideGraph(int64_t ops) {
  int64_t lanes = ops / 3;
  std::string text = "def forward(self, x: \"f32[4]\"):\n";
  std::string outputs;
  for (int64_t i = 0; i < lanes; ++i) {
    std::string s = std::to_string(i);
    text += "    clone_" + s + " = torch.ops.aten.clone.default(x)\n";
    text += "    add_" + s + " = torch.ops.aten.add.Tensor(clone_" + s + ", " + s + ")\n";
    text += "    relu_" + s + " = torch.ops.aten.relu.default(add_" + s + ")\n";
    outputs += (i ? ", relu_" : "relu_") + s;
  }
  return text + "    return (" + outputs + ")\n";
}

/// Many views and scatters of one base: every row selected, updated and scattered back, and
/// the updated base viewed; every candidate's alias class is the whole graph.
inline std::string fanoutGraph(int64_t ops) {
  int64_t rows = ops / 4;
  std::string text = "def forward(self, x: \"f32[" + std::to_string(rows) +
                     ", 4]\"):\n    base_0 = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < rows; ++i) {
    std::string s = std::to_string(i), next = std::to_string(i + 1);
    text += "    row_" + s + " = torch.ops.aten.select.int(base_" + s + ", 0, " + s + ")\n";
    text += "    neg_" + s + " = torch.ops.aten.neg.default(row_" + s + ")\n";
    text += "    base_" + next + " = torch.ops.aten.select_scatter.default(base_" + s + ", neg_" +
            s + ", 0, " + s + ")\n";
    text += "    view_" + s + " = torch.ops.aten.view.default(base_" + next + ", [-1])\n";
  }
  return text + "    return base_" + std::to_string(rows) + "\n";
}

/// Long live ranges: `ops / 2` rows of one base all viewed first, then all read at the end by
/// a chain of adds, so every view is alive across the whole graph.
inline std::string liveViewsGraph(int64_t ops) {
  int64_t rows = ops / 2;
  std::string text = "def forward(self, x: \"f32[" + std::to_string(rows) +
                     ", 4]\"):\n    base = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < rows; ++i) {
    std::string s = std::to_string(i);
    text += "    row_" + s + " = torch.ops.aten.select.int(base, 0, " + s + ")\n";
  }
  text += "    acc_0 = torch.ops.aten.mul.Tensor(row_0, 2)\n";
  for (int64_t i = 1; i < rows; ++i) {
    std::string s = std::to_string(i);
    text += "    acc_" + s + " = torch.ops.aten.add.Tensor(acc_" + std::to_string(i - 1) +
            ", row_" + s + ")\n";
  }
  return text + "    return acc_" + std::to_string(rows - 1) + "\n";
}

/// Many inputs sharing one storage: `ops / 2` parameters, each a disjoint row of one storage,
/// each multiplied and copied back into itself (an optimizer step over flattened parameters).
inline std::string sharedInputsGraph(int64_t ops) {
  int64_t inputs = ops / 2;
  std::string storage = " in s[" + std::to_string(4 * inputs) + "]\"";
  std::string text = "def forward(self";
  for (int64_t i = 0; i < inputs; ++i)
    text += ", p_" + std::to_string(i) + ": \"f32[4][1]@" + std::to_string(4 * i) + storage;
  text += "):\n";
  for (int64_t i = 0; i < inputs; ++i) {
    std::string s = std::to_string(i);
    text += "    mul_" + s + " = torch.ops.aten.mul.Tensor(p_" + s + ", 2)\n";
    text += "    copy_" + s + " = torch.ops.aten.copy_.default(p_" + s + ", mul_" + s + ")\n";
  }
  return text + "    return None\n";
}

/// Deep view chains: a view of a view of ... `ops - 3` levels deep (alternately slicing one
/// element off and flattening), then one update of the deepest view.
inline std::string deepViewsGraph(int64_t ops) {
  int64_t depth = ops - 3, elements = depth / 2 + 8;
  std::string text = "def forward(self, x: \"f32[" + std::to_string(elements) +
                     "]\"):\n    v_0 = torch.ops.aten.clone.default(x)\n";
  for (int64_t i = 0; i < depth; ++i) {
    std::string s = std::to_string(i), next = "v_" + std::to_string(i + 1);
    if (i % 2 == 0)
      text += "    " + next + " = torch.ops.aten.slice.Tensor(v_" + s +
              ", 0, 1, 9223372036854775807)\n";
    else
      text += "    " + next + " = torch.ops.aten.view.default(v_" + s + ", [-1])\n";
  }
  std::string last = "v_" + std::to_string(depth);
  text += "    out = torch.ops.aten.add.Tensor(" + last + ", 1)\n";
  return text + "    return out\n";
}

/// Wide fan-in: one `cat` of `(ops - 2) / 2` freshly computed tensors, then a relu.
inline std::string catOneGraph(int64_t ops) {
  int64_t parts = (ops - 2) / 2;
  std::string text = "def forward(self, x: \"f32[4]\"):\n", list;
  for (int64_t i = 0; i < parts; ++i) {
    std::string s = std::to_string(i);
    text += "    clone_" + s + " = torch.ops.aten.clone.default(x)\n";
    text += "    add_" + s + " = torch.ops.aten.add.Tensor(clone_" + s + ", " + s + ")\n";
    list += (i ? ", add_" : "add_") + s;
  }
  text += "    cat = torch.ops.aten.cat.default([" + list + "])\n";
  text += "    out = torch.ops.aten.relu.default(cat)\n";
  return text + "    return out\n";
}

/// Many fan-ins: groups of four adds joined by `cat` (even groups) or `stack` (odd groups),
/// flattened and accumulated; `ops / 8` groups.
inline std::string catManyGraph(int64_t ops) {
  int64_t groups = ops / 8;
  std::string text = "def forward(self, x: \"f32[4]\"):\n"
                     "    acc_0 = torch.ops.aten.clone.default(x)\n"
                     "    acc16_0 = torch.ops.aten.repeat.default(acc_0, [4])\n";
  for (int64_t g = 0; g < groups; ++g) {
    std::string s = std::to_string(g), list;
    for (int k = 0; k < 4; ++k) {
      std::string name = "add_" + s + "_" + std::to_string(k);
      text += "    " + name + " = torch.ops.aten.add.Tensor(x, " + std::to_string(k) + ")\n";
      list += (k ? ", " : "") + name;
    }
    if (g % 2 == 0) {
      text += "    join_" + s + " = torch.ops.aten.cat.default([" + list + "])\n";
      text += "    flat_" + s + " = torch.ops.aten.view.default(join_" + s + ", [16])\n";
    } else {
      text += "    join_" + s + " = torch.ops.aten.stack.default([" + list + "])\n";
      text += "    flat_" + s + " = torch.ops.aten.view.default(join_" + s + ", [16])\n";
    }
    text += "    relu_" + s + " = torch.ops.aten.relu.default(flat_" + s + ")\n";
    text += "    acc16_" + std::to_string(g + 1) + " = torch.ops.aten.add.Tensor(acc16_" + s +
            ", relu_" + s + ")\n";
  }
  return text + "    return acc16_" + std::to_string(groups) + "\n";
}

namespace detail {

inline bool isIdentifierStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
inline bool isIdentifierChar(char c) {
  return isIdentifierStart(c) || (c >= '0' && c <= '9');
}

/// `line` with every name in `locals` suffixed by `suffix` and `carried` replaced by
/// `carriedBy` (if not empty); quoted text and attribute names (after '.') are left alone.
inline std::string renameLine(std::string_view line, const std::unordered_set<std::string>& locals,
                              const std::string& suffix, const std::string& carried,
                              const std::string& carriedBy) {
  std::string out;
  for (size_t i = 0; i < line.size();) {
    char c = line[i];
    if (c == '"' || c == '\'') {
      size_t end = line.find(c, i + 1);
      end = end == std::string_view::npos ? line.size() : end + 1;
      out.append(line.substr(i, end - i));
      i = end;
    } else if (isIdentifierStart(c)) {
      size_t end = i;
      while (end < line.size() && isIdentifierChar(line[end])) ++end;
      std::string word(line.substr(i, end - i));
      bool attribute = i > 0 && line[i - 1] == '.';
      if (!attribute && !carriedBy.empty() && word == carried)
        out += carriedBy;
      else if (!attribute && locals.count(word))
        out += word + suffix;
      else
        out += word;
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

} // namespace detail

/// A real model block repeated until the graph has about `ops` nodes: the body of `blockText`
/// (an FX file) is copied with its names suffixed, each copy reading the previous copy's
/// `carriedOut` in place of the parameter `carriedIn`; every copy's returned values are returned
/// (as AOTAutograd's forward returns every layer's saved tensors).
inline std::string repeatedBlockGraph(const std::string& blockText, const std::string& carriedIn,
                                      const std::string& carriedOut, int64_t ops) {
  std::vector<std::string> body;
  std::string header, returned;
  std::unordered_set<std::string> locals;
  for (size_t start = 0; start < blockText.size();) {
    size_t end = blockText.find('\n', start);
    end = end == std::string::npos ? blockText.size() : end;
    std::string line = blockText.substr(start, end - start);
    start = end + 1;
    if (line.rfind("def ", 0) == 0) {
      header = line;
    } else if (line.rfind("    return ", 0) == 0) {
      returned = line.substr(11);
    } else if (line.rfind("    ", 0) == 0) {
      size_t deletions = line.find(";  ");
      if (deletions != std::string::npos) line.resize(deletions);
      size_t nameEnd = 4;
      while (nameEnd < line.size() && detail::isIdentifierChar(line[nameEnd])) ++nameEnd;
      locals.insert(line.substr(4, nameEnd - 4));
      body.push_back(line);
    }
  }
  int64_t copies = std::max<int64_t>(1, ops / static_cast<int64_t>(body.size()));
  std::string text = header + "\n", outputs;
  std::unordered_set<std::string> seen;
  std::string list = returned.substr(1, returned.size() - 2);
  for (int64_t k = 0; k < copies; ++k) {
    std::string suffix = "_r" + std::to_string(k);
    std::string carriedBy = k == 0 ? "" : carriedOut + "_r" + std::to_string(k - 1);
    for (const std::string& line : body)
      text += detail::renameLine(line, locals, suffix, carriedIn, carriedBy) + "\n";
    for (size_t start = 0; start < list.size();) {
      size_t end = list.find(',', start);
      end = end == std::string::npos ? list.size() : end;
      std::string name = list.substr(start, end - start);
      name.erase(0, name.find_first_not_of(' '));
      std::string renamed = detail::renameLine(name, locals, suffix, carriedIn, carriedBy);
      if (seen.insert(renamed).second) outputs += (outputs.empty() ? "" : ", ") + renamed;
      start = end + 1;
    }
  }
  return text + "    return [" + outputs + "]\n";
}

/// The shapes generated from nothing but a size, by name (the model block needs its file).
inline std::string shapeGraph(std::string_view shape, int64_t ops) {
  if (shape == "chain") return chainGraph(ops);
  if (shape == "wide") return wideGraph(ops);
  if (shape == "fanout") return fanoutGraph(ops);
  if (shape == "live_views") return liveViewsGraph(ops);
  if (shape == "shared_inputs") return sharedInputsGraph(ops);
  if (shape == "deep_views") return deepViewsGraph(ops);
  if (shape == "cat_one") return catOneGraph(ops);
  if (shape == "cat_many") return catManyGraph(ops);
  return "";
}

inline const std::vector<std::string>& generatedShapeNames() {
  static const std::vector<std::string> names = {"chain",      "wide",          "fanout",
                                                 "live_views", "shared_inputs", "deep_views",
                                                 "cat_one",    "cat_many"};
  return names;
}

/// The model the `model` shape repeats: the AOTAutograd forward of a transformer block, whose
/// residual output `add_1` has the shape of its input `primals_13`.
inline constexpr const char* kModelBlockPath = "corpus/models/aot/transformer_block_forward.fx";
inline constexpr const char* kModelCarriedIn = "primals_13";
inline constexpr const char* kModelCarriedOut = "add_1";

} // namespace reinplace::bench
