# The two entry points: `make demo` runs the main job, `make test` runs every test. Both install
# their dependencies first (scripts/install-deps.sh is idempotent) and build with clang++.
BUILD_DIR ?= build
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo
JOBS ?= $(shell nproc)
# fuzz-smoke: seconds per target; repro: the failing input and the target that failed on it.
FUZZ_SECONDS ?= 30
TARGET ?= fuzz_pipeline

.PHONY: all deps configure build test demo zoo soak fuzz-smoke repro clean

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_CXX_COMPILER=clang++ $(CMAKE_FLAGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

test: build
	ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

demo: build
	@bash scripts/demo.sh $(BUILD_DIR)/reinplace

# The transformer zoo (docs/zoo.md): swin_t, swin_v2_t and vit_b_16 through the torch bridge, then
# the small zoo of corpus/zoo; each graph checked by `reinplace check` and run in torch with its
# sound rewrite (about 2 minutes after the build).
zoo: build
	@ZOO_OUT=$(BUILD_DIR)/zoo-big bash scripts/zoo.sh $(BUILD_DIR)/reinplace

# Sound campaigns at 16, 40 and 64 nodes, SOAK_SECONDS each (default 600; docs/generators.md):
# make soak [SOAK_SECONDS=S] [SOAK_NODES="16 40 64"] [SOAK_SEED=N] [SOAK_FLAGS=--certify]
soak: build
	@bash scripts/soak.sh $(BUILD_DIR)/reinplace $(BUILD_DIR)/soak

# Each libFuzzer target for FUZZ_SECONDS on a scratch copy of its corpus; fails on any crash,
# leak, timeout or sanitizer report (docs/fuzzing.md).
fuzz-smoke: build
	@bash scripts/fuzz-smoke.sh $(BUILD_DIR) $(FUZZ_SECONDS)

# make repro CRASH=crash-... [TARGET=fuzz_pipeline] [REINPLACE_FUZZ_ARGS=...]: a minimized
# regression file from a fuzzer's failing input.
repro: build
	@test -n "$(CRASH)" || { echo "usage: make repro CRASH=FILE [TARGET=fuzz_pipeline]"; exit 2; }
	@bash scripts/fuzz-repro.sh $(BUILD_DIR) $(TARGET) $(CRASH)

clean:
	rm -rf $(BUILD_DIR)
