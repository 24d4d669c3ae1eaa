/**
 * s_delay_alu immediates (GFX11): instid0 [3:0], instskip [6:4], instid1 [10:7].
 */
import { CodecError } from '../codec.js';

const INST_ID = [
  'NO_DEP', 'VALU_DEP_1', 'VALU_DEP_2', 'VALU_DEP_3', 'VALU_DEP_4', 'TRANS32_DEP_1', 'TRANS32_DEP_2',
  'TRANS32_DEP_3', 'FMA_ACCUM_CYCLE_1', 'SALU_CYCLE_1', 'SALU_CYCLE_2', 'SALU_CYCLE_3',
];
const SKIP = ['SAME', 'NEXT', 'SKIP_1', 'SKIP_2', 'SKIP_3', 'SKIP_4'];

export function delayAluText(simm16: number): string {
  const id0 = simm16 & 15;
  const skip = (simm16 >> 4) & 7;
  const id1 = (simm16 >> 7) & 15;
  if (simm16 >> 11 || id0 >= INST_ID.length || id1 >= INST_ID.length || skip >= SKIP.length) return '0x' + simm16.toString(16);
  const parts: string[] = [];
  if (id0) parts.push(`instid0(${INST_ID[id0]})`);
  if (skip) parts.push(`instskip(${SKIP[skip]})`);
  if (id1) parts.push(`instid1(${INST_ID[id1]})`);
  return parts.length ? parts.join(' | ') : '0';
}

export function parseDelayAlu(text: string): number {
  const raw = /^(0x[0-9a-f]+|\d+)$/i.exec(text.trim());
  if (raw) return Number(raw[1]) & 0xffff;
  let value = 0;
  for (const part of text.split('|').map((p) => p.trim())) {
    const m = /^(instid0|instskip|instid1)\((\w+)\)$/.exec(part);
    const index = m ? (m[1] === 'instskip' ? SKIP : INST_ID).indexOf(m[2]!) : -1;
    if (!m || index < 0) throw new CodecError('syntax', `bad s_delay_alu field '${part}'`);
    value |= m[1] === 'instid0' ? index : m[1] === 'instskip' ? index << 4 : index << 7;
  }
  return value;
}
