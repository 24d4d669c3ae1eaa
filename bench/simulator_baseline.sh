#!/usr/bin/env bash
# Builds this checkout's simulator with an older commit's shader compiler, so
# `cts_speed --baseline OLD` compares the two simulators on the same machine
# code (issue 19: since issue 16 the compiler emits shorter pixel shaders, and
# a plain comparison against b6502e1 mixes that into the ratio). bench/README.md
# section f.
#
#   bash bench/simulator_baseline.sh DIR [REV]     (REV default b6502e1)
#   node DIR/dist/bench/cts_speed.js --baseline OLD --per-case --reps 2
#
# DIR becomes a detached git worktree of HEAD whose src/compiler is REV's
# (but for glslang's loader, see below).
# Interfaces added to the compiler since REV that the simulator's own code
# does not use (the machine-code shaders' register values, the GLSL module
# compile of `popsim compile`) are supplied by small shims, so `popsim cts`
# and the benches run; `popsim compile` and the tests do not (the tests of
# newer compiler passes do not build: tsc's errors are in DIR/tsc.log).
# cts_speed compares every case's outcome, invocations and simulated cycles
# between the builds, so whether the hybrid simulates exactly what REV did
# is checked by the measurement itself (no `differs:` line, exit status 0).
# Needs this checkout's node_modules (`npm ci`); remove the build with
# `git worktree remove --force DIR`.
set -euo pipefail
usage="usage: bash bench/simulator_baseline.sh DIR [REV]"
case ${1:-} in -h | --help) echo "$usage"; exit 0 ;; esac
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "$usage" >&2; exit 2; }
dir=$(realpath -m "$1")
rev=${2:-b6502e1}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
[ ! -e "$dir" ] || { echo "simulator_baseline: $dir exists; give a new directory" >&2; exit 2; }
git -C "$root" rev-parse --verify --quiet "$rev^{commit}" >/dev/null || { echo "simulator_baseline: no commit $rev" >&2; exit 2; }
[ -d "$root/node_modules" ] || { echo "simulator_baseline: $root has no node_modules; run npm ci there first" >&2; exit 2; }

git -C "$root" worktree add --detach "$dir" HEAD >/dev/null
cd "$dir"
rm -rf src/compiler
git checkout "$rev" -- src/compiler
git reset -q -- src/compiler # the worktree's index stays HEAD's; the old compiler is a local change
# glslang's loader stays HEAD's. Since b6502e1 it only starts glslang with more memory (3da9748) and
# exposes it, which changes no SPIR-V. With the old 16 MiB glslang's memory grows while it compiles
# the conformance shaders; the grow detaches an ArrayBuffer, V8's ArrayBufferDetaching protector
# falls, and from then on every typed-array access of the simulator's optimized code checks for a
# detached buffer (docs/speed_log.md, seventeenth stop): a handicap of the host, not of the
# simulator. Checked below.
git show HEAD:src/compiler/glsl/glslang_module.ts > src/compiler/glsl/glslang_module.ts

# Shims for what the simulator's other modules import from a newer compiler.
git show "HEAD:src/compiler/backend/config.ts" > src/compiler/backend/machine_code_config.ts
cat >> src/compiler/backend/index.ts <<'EOF'
// simulator_baseline.sh: register values of the machine-code shaders, from HEAD's compiler.
export { rsrc1Value, rsrc1VsValue, rsrc2Value, shaderDbControl, SPI_SHADER_4COMP } from './machine_code_config.js';
EOF
cat >> src/compiler/glsl/index.ts <<'EOF'
// simulator_baseline.sh: `popsim compile` of GLSL is not part of this build.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- only to let compile_command.ts build
export type GlslAutoLayout = any;
export function compileGlslModule(..._args: unknown[]): never {
  throw new Error('simulator_baseline build: popsim compile of GLSL is not available');
}
EOF

ln -s "$root/node_modules" node_modules
npx tsc -p . > tsc.log 2>&1 || true
for f in dist/src/cli/main.js dist/bench/cts_speed.js; do
  [ -f "$f" ] || { echo "simulator_baseline: $f was not built (see $dir/tsc.log)" >&2; exit 1; }
done
# The simulator's own modules must build cleanly; errors are expected only where the compiler's API is newer.
if grep -E '^src/(gpu|common|isa)/' tsc.log >/dev/null; then
  echo "simulator_baseline: the simulator itself did not type-check (see $dir/tsc.log)" >&2
  exit 1
fi
# The smallest conformance cases, run as cts_speed runs them: no ArrayBuffer may be detached.
node --trace-protector-invalidation dist/src/cli/main.js cts --gpu raven --max-dim 16 --filter '*.nodiscard.image.*_ordered.*' \
  --jobs 1 --results protector_check.jsonl > protector_check.log 2>&1 ||
  { echo "simulator_baseline: the check's run failed (see $dir/protector_check.log)" >&2; exit 1; }
if grep -q 'protector cell ArrayBufferDetaching' protector_check.log; then
  echo "simulator_baseline: a run of this build detaches an ArrayBuffer (V8's ArrayBufferDetaching protector falls)" >&2
  exit 1
fi
echo "simulator_baseline: built HEAD's simulator with $rev's compiler in $dir"
