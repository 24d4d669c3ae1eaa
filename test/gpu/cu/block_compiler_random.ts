/**
 * Seeded random ALU programs for the block-compiler differential test: lines
 * are drawn from templates per generation and kept only if the assembler
 * accepts them on the target (so one menu serves GFX9, GFX10.3 and GFX11).
 */
import { assemble } from '../../../src/isa/assembler.js';
import type { Target } from '../../../src/isa/gfx_level.js';


export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

const SPECIAL_BITS = [0, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0xffc00123, 1, 0x807fffff, 0x4f800000, 0xcf000000, 0xffffffff, 0x7fffffff];

/** A register value: random bits, a small integer, a small float, or an IEEE special. */
export function randomValue(rng: Rng): number {
  const r = rng();
  if (r < 0.3) return Math.floor(rng() * 4294967296) >>> 0;
  if (r < 0.5) return (Math.floor(rng() * 64) - 16) >>> 0;
  if (r < 0.8) return new Uint32Array(new Float32Array([(rng() - 0.5) * 2 ** Math.floor(rng() * 40 - 20)]).buffer)[0]!;
  return pick(rng, SPECIAL_BITS);
}

function menu(t: Target): ((rng: Rng) => string)[] {
  const gfx9 = t.gfx === 'gfx9';
  const w64 = t.wave64;
  const vcc = w64 ? 'vcc' : 'vcc_lo';
  const exec = w64 ? 'exec' : 'exec_lo';
  const v = (rng: Rng) => `v${Math.floor(rng() * 8)}`;
  const s = (rng: Rng) => `s${Math.floor(rng() * 12)}`;
  const mask = (rng: Rng) => (w64 ? `s[${2 * Math.floor(rng() * 6)}:${2 * Math.floor(rng() * 6) + 1}]` : s(rng));
  const maskOrVcc = (rng: Rng) => (rng() < 0.5 ? vcc : mask(rng));
  const konst = (rng: Rng) => pick(rng, ['0', '1', '-1', '64', '-16', '0.5', '-2.0', '1.0', '4.0', '0x3fc00000', '0x80000000', '0xdeadbeef', '1234567']);
  const inline = (rng: Rng) => pick(rng, ['0', '1', '-1', '7', '-16', '0.5', '-2.0', '1.0', '4.0']);
  const any = (rng: Rng) => (rng() < 0.5 ? v(rng) : rng() < 0.5 ? s(rng) : rng() < 0.8 ? konst(rng) : pick(rng, ['vcc_lo', 'exec_lo', 'm0']));
  const vop3src = (rng: Rng) => (rng() < 0.6 ? v(rng) : rng() < 0.6 ? s(rng) : inline(rng));
  const mod = (rng: Rng, x: string) => (rng() < 0.25 ? `-${x}` : rng() < 0.33 ? `|${x}|` : x);
  const sany = (rng: Rng) => (rng() < 0.6 ? s(rng) : konst(rng));
  const s64 = (rng: Rng) => (rng() < 0.7 ? `s[${2 * Math.floor(rng() * 6)}:${2 * Math.floor(rng() * 6) + 1}]` : rng() < 0.5 ? 'vcc' : inline(rng));
  const nc = gfx9 ? '' : '_nc';
  const ci = gfx9 ? ['v_addc_co_u32', 'v_subb_co_u32', 'v_subbrev_co_u32'] : ['v_add_co_ci_u32', 'v_sub_co_ci_u32', 'v_subrev_co_ci_u32'];
  const sop2 = ['s_add_u32', 's_sub_u32', 's_add_i32', 's_sub_i32', 's_addc_u32', 's_subb_u32', 's_and_b32', 's_or_b32', 's_xor_b32', 's_andn2_b32', 's_and_not1_b32', 's_lshl_b32', 's_lshr_b32', 's_ashr_i32', 's_cselect_b32', 's_bfe_u32', 's_bfe_i32', 's_min_u32', 's_max_i32', 's_mul_i32', 's_nor_b32', 's_lshl2_add_u32'];
  const sop2_64 = ['s_and_b64', 's_or_b64', 's_xor_b64', 's_andn2_b64', 's_and_not1_b64', 's_cselect_b64', 's_nand_b64', 's_xnor_b64'];
  const vop2 = ['v_add_f32', 'v_sub_f32', 'v_subrev_f32', 'v_mul_f32', 'v_min_f32', 'v_max_f32', 'v_and_b32', 'v_or_b32', 'v_xor_b32', 'v_lshlrev_b32', 'v_lshrrev_b32', 'v_ashrrev_i32', 'v_min_u32', 'v_max_u32', 'v_min_i32', 'v_max_i32', `v_add${nc}_u32`, `v_sub${nc}_u32`, `v_subrev${nc}_u32`, 'v_mul_u32_u24', 'v_mul_legacy_f32', 'v_xnor_b32', 'v_ldexp_f32'];
  const vop1 = ['v_mov_b32', 'v_not_b32', 'v_cvt_f32_i32', 'v_cvt_f32_u32', 'v_cvt_i32_f32', 'v_cvt_u32_f32', 'v_cvt_f32_ubyte0', 'v_floor_f32', 'v_trunc_f32', 'v_ceil_f32', 'v_rcp_f32', 'v_fract_f32', 'v_bfrev_b32', 'v_ffbh_u32', 'v_cvt_flr_i32_f32'];
  const vop3 = ['v_fma_f32', 'v_mad_f32', 'v_bfe_u32', 'v_bfe_i32', 'v_lshl_or_b32', 'v_add3_u32', 'v_lshl_add_u32', 'v_and_or_b32', 'v_or3_b32', 'v_med3_f32', 'v_min3_u32', 'v_bfi_b32', 'v_alignbit_b32'];
  const conds = ['lt', 'eq', 'le', 'gt', 'ge', 'ne', 'lg', 'neq', 'nlt', 'u', 'o', 'class', 'f', 't'];
  const types = ['f32', 'i32', 'u32'];
  const cmpName = (rng: Rng, x = '') => `v_cmp${x}_${pick(rng, conds)}_${pick(rng, types)}`;
  return [
    (r) => `v_mov_b32 ${v(r)}, ${any(r)}`,
    (r) => `${pick(r, vop2)} ${v(r)}, ${any(r)}, ${v(r)}`,
    (r) => `${pick(r, vop2)} ${v(r)}, ${any(r)}, ${v(r)}`,
    (r) => `${pick(r, vop2)}_e64 ${v(r)}, ${mod(r, vop3src(r))}, ${mod(r, vop3src(r))}`,
    (r) => `${pick(r, vop1)} ${v(r)}, ${any(r)}`,
    (r) => `${pick(r, vop3)} ${v(r)}, ${vop3src(r)}, ${vop3src(r)}, ${vop3src(r)}`,
    (r) => `v_fma_f32 ${v(r)}, ${mod(r, vop3src(r))}, ${mod(r, vop3src(r))}, ${mod(r, vop3src(r))}`,
    (r) => `${pick(r, ['v_mac_f32', 'v_fmac_f32'])} ${v(r)}, ${any(r)}, ${v(r)}`,
    (r) => `${pick(r, ['v_madmk_f32', 'v_fmamk_f32'])} ${v(r)}, ${v(r)}, 0x3fc00000, ${v(r)}`,
    (r) => `${pick(r, ['v_madak_f32', 'v_fmaak_f32'])} ${v(r)}, ${v(r)}, ${v(r)}, 0xc0400000`,
    (r) => `v_cndmask_b32 ${v(r)}, ${any(r)}, ${v(r)}, ${vcc}`,
    (r) => `v_cndmask_b32_e64 ${v(r)}, ${mod(r, vop3src(r))}, ${vop3src(r)}, ${maskOrVcc(r)}`,
    (r) => `${pick(r, ['v_add_co_u32', 'v_sub_co_u32', 'v_subrev_co_u32'])} ${v(r)}, ${vcc}, ${any(r)}, ${v(r)}`,
    (r) => `${pick(r, ['v_add_co_u32', 'v_sub_co_u32'])}_e64 ${v(r)}, ${maskOrVcc(r)}, ${vop3src(r)}, ${vop3src(r)}`,
    (r) => `${pick(r, ci)} ${v(r)}, ${vcc}, ${any(r)}, ${v(r)}, ${vcc}`,
    (r) => `${pick(r, ci)}_e64 ${v(r)}, ${maskOrVcc(r)}, ${vop3src(r)}, ${vop3src(r)}, ${maskOrVcc(r)}`,
    (r) => `${cmpName(r)} ${vcc}, ${any(r)}, ${v(r)}`,
    (r) => `${cmpName(r)}_e64 ${maskOrVcc(r)}, ${mod(r, vop3src(r))}, ${mod(r, vop3src(r))}`,
    (r) => (gfx9 ? `${cmpName(r, 'x')} ${vcc}, ${any(r)}, ${v(r)}` : `${cmpName(r, 'x')} ${any(r)}, ${v(r)}`),
    (r) => `v_add_f32_e64 ${v(r)}, ${vop3src(r)}, ${vop3src(r)} ${pick(r, ['clamp', 'mul:2', 'div:2'])}`,
    (r) => `v_add${nc}_u32_e64 ${v(r)}, ${vop3src(r)}, ${vop3src(r)} clamp`,
    (r) => `v_mbcnt_lo_u32_b32 ${v(r)}, ${s(r)}, ${v(r)}`,
    (r) => `v_readfirstlane_b32 ${s(r)}, ${v(r)}`,
    (r) => `v_readlane_b32 ${s(r)}, ${v(r)}, ${s(r)}`,
    (r) => `v_writelane_b32 ${v(r)}, ${s(r)}, ${s(r)}`,
    (r) => `s_mov_b32 ${s(r)}, ${sany(r)}`,
    (r) => `${pick(r, sop2)} ${s(r)}, ${sany(r)}, ${sany(r)}`,
    (r) => `${pick(r, sop2)} ${s(r)}, ${sany(r)}, ${sany(r)}`,
    (r) => `${pick(r, ['s_not_b32', 's_brev_b32', 's_bcnt1_i32_b32', 's_ff1_i32_b32', 's_cmov_b32', 's_abs_i32'])} ${s(r)}, ${sany(r)}`,
    (r) => `${pick(r, ['s_mov_b64', 's_not_b64', 's_cmov_b64'])} ${pick(r, [mask(r), 'vcc'])}, ${s64(r)}`,
    (r) => `${pick(r, sop2_64)} ${pick(r, [mask(r), 'vcc'])}, ${s64(r)}, ${s64(r)}`,
    (r) => `${pick(r, ['s_lshl_b64', 's_lshr_b64', 's_ashr_i64'])} s[0:1], ${s64(r)}, ${sany(r)}`,
    (r) => `s_bcnt1_i32_b64 ${s(r)}, ${s64(r)}`,
    (r) => `s_${pick(r, ['and', 'or', 'xor', 'andn2', 'and_not1', 'orn2'])}_saveexec_b${w64 ? 64 : 32} ${w64 ? 's[4:5]' : 's4'}, ${w64 ? s64(r) : sany(r)}`,
    (r) => `s_mov_b${w64 ? 64 : 32} ${exec}, ${w64 ? s64(r) : sany(r)}`,
    (r) => `s_cmp_${pick(r, ['eq', 'lg', 'gt', 'ge', 'lt', 'le'])}_${pick(r, ['i32', 'u32'])} ${sany(r)}, ${sany(r)}`,
    (r) => `${pick(r, ['s_bitcmp1_b32', 's_bitcmp0_b32'])} ${sany(r)}, ${sany(r)}`,
    (r) => `s_cmp_${pick(r, ['eq', 'lg'])}_u64 ${s64(r)}, ${s64(r)}`,
    (r) => `${pick(r, ['s_movk_i32', 's_cmpk_eq_i32', 's_cmpk_lt_u32', 's_cmpk_gt_i32', 's_addk_i32', 's_mulk_i32', 's_cmovk_i32'])} ${s(r)}, ${pick(r, ['0x8000', '0x7fff', '5', '0xfff0'])}`,
    (r) => `s_nop ${Math.floor(r() * 3)}`,
    (r) => `s_getpc_b64 s[${2 * Math.floor(r() * 6)}:${2 * Math.floor(r() * 6) + 1}]`,
  ];
}

const menus = new Map<string, ((rng: Rng) => string)[]>();
const accepted = new Map<string, boolean>();

function acceptedLine(line: string, t: Target): boolean {
  const key = `${t.gfx}/${t.wave64}/${line}`;
  let ok = accepted.get(key);
  if (ok === undefined) {
    try {
      assemble(line, t);
      ok = true;
    } catch {
      ok = false;
    }
    accepted.set(key, ok);
  }
  return ok;
}

/** `count` valid ALU lines for target t (no branches, no s_endpgm). */
export function randomAluLines(rng: Rng, t: Target, count: number): string[] {
  const key = `${t.gfx}/${t.wave64}`;
  let m = menus.get(key);
  if (!m) menus.set(key, (m = menu(t)));
  const lines: string[] = [];
  while (lines.length < count) {
    const line = pick(rng, m)(rng);
    if (acceptedLine(line, t)) lines.push(line);
  }
  return lines;
}

/**
 * A random program: ALU lines with occasional forward conditional branches
 * over the next one to three lines (so branch targets split blocks), then
 * s_endpgm.
 */
export function randomProgram(rng: Rng, t: Target, count: number): string {
  const lines = randomAluLines(rng, t, count);
  const out: string[] = [];
  let skipping = 0;
  for (let i = 0; i < lines.length; i++) {
    // No branch inside skipped lines: it would change the byte distance already encoded.
    if (i >= skipping && rng() < 0.08) {
      const skip = lines.slice(i, i + 1 + Math.floor(rng() * 3));
      skipping = i + skip.length;
      const dwords = skip.reduce((n, line) => n + assemble(line, t).length, 0);
      out.push(`${pick(rng, ['s_cbranch_scc0', 's_cbranch_scc1', 's_cbranch_vccz', 's_cbranch_execnz'])} ${dwords}`);
    }
    out.push(lines[i]!);
  }
  out.push('s_endpgm');
  return out.join('\n');
}
