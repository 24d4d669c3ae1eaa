/**
 * Text form of the IR (`popsim compile --ir`). One instruction per line:
 *   %12:f32 = fadd %3, %4
 *   %20:i32, %21:i32 = @ballot %7
 *   @store_ssbo %9, %12 {set=0 binding=1 offset=0 access=1}
 * Regions print as indented `if %c {` … `} else {` … `}` and `loop {` … `}`,
 * blocks as `block_N:` with their predecessors.
 */
import { computeCfg, type Cfg } from './cfg.js';
import type { CfList, Func, Instr, Shader, Value } from './ir.js';
import { bitsToF32 } from './types.js';

export function printValue(v: Value): string {
  return `%${v.id}`;
}

function typed(v: Value): string {
  return `%${v.id}:${v.type}`;
}

function constText(type: Value['type'], bits: number): string {
  if (type === 'bool') return bits ? 'true' : 'false';
  if (type === 'f32') return `${bitsToF32(bits)} (0x${bits.toString(16).padStart(8, '0')})`;
  return `${bits | 0} (0x${bits.toString(16).padStart(8, '0')})`;
}

export function printInstr(instr: Instr): string {
  switch (instr.kind) {
    case 'alu':
      return `${typed(instr.dest)} = ${instr.op} ${instr.srcs.map(printValue).join(', ')}`;
    case 'const':
      return `${typed(instr.dest)} = const ${constText(instr.dest.type, instr.bits)}`;
    case 'intrinsic': {
      const defs = instr.dests.length ? `${instr.dests.map(typed).join(', ')} = ` : '';
      const idx = Object.entries(instr.index)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ');
      const srcs = instr.srcs.map(printValue).join(', ');
      return `${defs}@${instr.op}${srcs ? ' ' + srcs : ''}${idx ? ` {${idx}}` : ''}`;
    }
    case 'phi':
      return `${typed(instr.dest)} = phi ${instr.srcs.map((s) => `block_${s.pred.id}: ${printValue(s.value)}`).join(', ')}`;
    case 'load_var':
      return `${typed(instr.dest)} = load_var $${instr.variable.name}.${instr.variable.id}`;
    case 'store_var':
      return `store_var $${instr.variable.name}.${instr.variable.id}, ${printValue(instr.value)}`;
    case 'call': {
      const defs = instr.dests.length ? `${instr.dests.map(typed).join(', ')} = ` : '';
      return `${defs}call ${instr.callee.name}(${instr.args.map(printValue).join(', ')})`;
    }
    case 'jump':
      return instr.values.length ? `${instr.target} ${instr.values.map(printValue).join(', ')}` : instr.target;
  }
}

function printList(list: CfList, cfg: Cfg, indent: string, out: string[]): void {
  for (const node of list) {
    if (node.kind === 'block') {
      const preds = cfg.preds.get(node) ?? [];
      out.push(`${indent}block_${node.id}:${preds.length ? ` // preds: ${preds.map((p) => `block_${p.id}`).join(' ')}` : ''}`);
      for (const instr of node.instrs) out.push(`${indent}  ${printInstr(instr)}`);
    } else if (node.kind === 'if') {
      out.push(`${indent}if ${printValue(node.cond)} {`);
      printList(node.then, cfg, indent + '  ', out);
      out.push(`${indent}} else {`);
      printList(node.else, cfg, indent + '  ', out);
      out.push(`${indent}}`);
    } else {
      out.push(`${indent}loop {`);
      printList(node.body, cfg, indent + '  ', out);
      out.push(`${indent}}`);
    }
  }
}

export function printFunction(func: Func): string {
  const out: string[] = [];
  const params = func.params.map(typed).join(', ');
  const ret = func.returnTypes.length ? ` -> ${func.returnTypes.join(', ')}` : '';
  out.push(`func ${func.name}(${params})${ret} {`);
  for (const v of func.locals) out.push(`  local $${v.name}.${v.id}: ${v.type}`);
  printList(func.body, computeCfg(func), '  ', out);
  out.push('}');
  return out.join('\n');
}

export function printShader(shader: Shader): string {
  const info = shader.info;
  const header = [`shader ${info.stage}`];
  if (info.interlock) header.push(`interlock=${info.interlock.granularity}_${info.interlock.ordered ? 'ordered' : 'unordered'}`);
  if (info.earlyFragmentTests) header.push('early_fragment_tests');
  if (info.sampleShading) header.push('sample_shading');
  return [header.join(' '), ...shader.functions.map(printFunction)].join('\n') + '\n';
}
