/**
 * Subgroup operations: votes, elect, broadcasts and ballots (KHR and
 * GroupNonUniform forms). A ballot is a uvec4 whose words 2 and 3 are 0 (at
 * most 64 lanes). Ballot bit/count/find helpers are lowered to ALU ops on the
 * two words; shuffles, arithmetic reductions and quad operations are
 * 'unsupported-instruction'.
 */
import type { Value } from '../ir/ir.js';
import type { SpirvInstruction } from '../spirv/module.js';
import type { Translator } from './context.js';

const SUBGROUP_SCOPE = 3;

/** Bits [0, n) set for n in 0..32 (n ≥ 32 gives all ones). */
function lowMask(t: Translator, n: Value): Value {
  const i = (v: number): Value => t.imm('i32', v);
  return t.alu('bcsel', t.alu('uge', n, i(32)), i(0xffffffff), t.alu('isub', t.alu('ishl', i(1), n), i(1)));
}

export function translateSubgroup(t: Translator, inst: SpirvInstruction): boolean {
  const o = inst.operands;
  const khr = inst.name.endsWith('KHR');
  if (!khr && !inst.name.startsWith('OpGroupNonUniform')) return false;
  if (!khr && t.constInt(o[0]!) !== SUBGROUP_SCOPE) t.unsupported(`${inst.name} with a scope other than Subgroup`);
  const args = khr ? o : o.slice(1);
  const i = (v: number): Value => t.imm('i32', v);
  const ballotWords = (id: number): [Value, Value] => {
    const v = t.vals(id);
    if (v.length !== 4 || v.some((x) => x.type !== 'i32')) t.fail('type-mismatch', 'a ballot is a uvec4');
    return [v[0]!, v[1]!];
  };
  const bitOf = (id: number, index: Value): Value => {
    const [x, y] = ballotWords(id);
    const word = t.alu('bcsel', t.alu('ult', index, i(32)), x, y);
    return t.alu('ine', t.alu('ubfe', word, t.alu('iand', index, i(31)), i(1)), i(0));
  };
  switch (inst.name) {
    case 'OpGroupNonUniformElect':
      t.define(inst, t.b.intrinsic('elect', []));
      return true;
    case 'OpGroupNonUniformAll':
    case 'OpSubgroupAllKHR':
      t.define(inst, t.b.intrinsic('vote_all', [t.scalar(args[0]!, 'bool')]));
      return true;
    case 'OpGroupNonUniformAny':
    case 'OpSubgroupAnyKHR':
      t.define(inst, t.b.intrinsic('vote_any', [t.scalar(args[0]!, 'bool')]));
      return true;
    case 'OpGroupNonUniformAllEqual':
    case 'OpSubgroupAllEqualKHR': {
      const votes = t.vals(args[0]!).map((v) => t.b.intrinsic('vote_all_equal', [v])[0]!);
      t.define(inst, [votes.slice(1).reduce((a, v) => t.alu('band', a, v), votes[0]!)]);
      return true;
    }
    case 'OpGroupNonUniformBroadcast':
    case 'OpSubgroupReadInvocationKHR': {
      const id = t.scalar(args[1]!, 'i32');
      t.define(inst, t.vals(args[0]!).map((v) => t.b.intrinsic('read_invocation', [v, id], {}, [v.type])[0]!));
      return true;
    }
    case 'OpGroupNonUniformBroadcastFirst':
    case 'OpSubgroupFirstInvocationKHR':
      t.define(inst, t.vals(args[0]!).map((v) => t.b.intrinsic('read_first_invocation', [v], {}, [v.type])[0]!));
      return true;
    case 'OpGroupNonUniformBallot':
    case 'OpSubgroupBallotKHR': {
      const [lo, hi] = t.b.intrinsic('ballot', [t.scalar(args[0]!, 'bool')]);
      t.define(inst, [lo!, hi!, i(0), i(0)]);
      return true;
    }
    case 'OpGroupNonUniformInverseBallot':
      t.define(inst, [bitOf(args[0]!, t.b.intrinsic('load_subgroup_invocation', [])[0]!)]);
      return true;
    case 'OpGroupNonUniformBallotBitExtract':
      t.define(inst, [bitOf(args[0]!, t.scalar(args[1]!, 'i32'))]);
      return true;
    case 'OpGroupNonUniformBallotBitCount': {
      // args: group operation literal, ballot.
      const [x, y] = ballotWords(args[1]!);
      const op = args[0]!;
      let mx = x;
      let my = y;
      if (op === 1 || op === 2) {
        const inv = t.b.intrinsic('load_subgroup_invocation', [])[0]!;
        const n = op === 1 ? t.alu('iadd', inv, i(1)) : inv; // inclusive counts the lane itself
        mx = t.alu('iand', x, lowMask(t, n));
        const hiN = t.alu('bcsel', t.alu('uge', n, i(32)), t.alu('isub', n, i(32)), i(0));
        my = t.alu('iand', y, lowMask(t, hiN));
      } else if (op !== 0) t.unsupported(`OpGroupNonUniformBallotBitCount group operation ${op}`);
      t.define(inst, [t.alu('iadd', t.alu('bit_count', mx), t.alu('bit_count', my))]);
      return true;
    }
    case 'OpGroupNonUniformBallotFindLSB': {
      const [x, y] = ballotWords(args[0]!);
      t.define(inst, [t.alu('bcsel', t.alu('ine', x, i(0)), t.alu('find_lsb', x), t.alu('iadd', t.alu('find_lsb', y), i(32)))]);
      return true;
    }
    case 'OpGroupNonUniformBallotFindMSB': {
      const [x, y] = ballotWords(args[0]!);
      t.define(inst, [t.alu('bcsel', t.alu('ine', y, i(0)), t.alu('iadd', t.alu('ufind_msb', y), i(32)), t.alu('ufind_msb', x))]);
      return true;
    }
    default:
      return t.unsupported(`${inst.name} (subgroup shuffles, arithmetic and quad operations are not translated)`);
  }
}
