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
# DIR becomes a detached git worktree of HEAD whose src/compiler is REV's.
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
echo "simulator_baseline: built HEAD's simulator with $rev's compiler in $dir"
