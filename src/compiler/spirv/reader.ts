/**
 * The SPIR-V binary reader: one pass over the instruction stream that checks
 * the module's layout (SPIR-V 2.4), builds the plain-data module and then
 * resolves forward references. Every failure is a SpirvError naming the word
 * offset of the instruction at fault.
 */
import { SpirvError } from './errors.js';
import {
  CAPABILITIES, Cap, DECORATIONS, DECORATION_ARITY, EXECUTION_MODELS, EXECUTION_MODES, ExecMode, ExecModel, enumName,
} from './enums.js';
import { GLSL_STD_450_INSTS } from './glsl_std_450.js';
import { MERGES, OPCODES, TERMINATORS, type OpcodeInfo, type Section } from './opcodes.js';
import { decodeOperands, type SpirvOperand } from './operands.js';
import { buildConstant, buildType, storageClass } from './declarations.js';
import { GLSL_STD_450, SUPPORTED_CAPABILITIES, SUPPORTED_EXTENSIONS, isNonSemanticSet } from './supported.js';
import { HEADER_WORDS, readHeader, toWords } from './words.js';
import type {
  ExecutionModel, SpirvBlock, SpirvConstant, SpirvDecoration, SpirvEntryPoint, SpirvExecutionMode, SpirvFunction,
  SpirvHeader, SpirvInstruction, SpirvMemberDecoration, SpirvModule, SpirvType, SpirvVariable,
} from './module.js';

/** Reads and validates a SPIR-V module. Throws SpirvError, and nothing else, on bad input. */
export function readSpirv(input: Uint32Array | Uint8Array | ArrayBuffer): SpirvModule {
  const words = toWords(input);
  return new ModuleReader(words, readHeader(words)).read();
}

type ModuleSection = Exclude<Section, 'body' | 'function' | 'anywhere'>;
const SECTION_ORDER: Readonly<Record<ModuleSection, number>> = {
  capability: 0, extension: 1, 'ext-inst-import': 2, 'memory-model': 3, 'entry-point': 4, 'execution-mode': 5,
  debug: 6, annotation: 7, declaration: 8,
};

/** Operand count of the execution modes the reader accepts. */
const MODE_ARITY: ReadonlyMap<number, number> = new Map([
  [6, 0], [7, 0], [8, 0], [9, 0], [12, 0], [14, 0], [15, 0], [16, 0], [ExecMode.LocalSize, 3], [ExecMode.LocalSizeHint, 3],
  [ExecMode.LocalSizeId, 3], [4421, 0], [4446, 0], [5027, 0],
  [ExecMode.PixelInterlockOrderedEXT, 0], [ExecMode.PixelInterlockUnorderedEXT, 0],
  [ExecMode.SampleInterlockOrderedEXT, 0], [ExecMode.SampleInterlockUnorderedEXT, 0],
  [ExecMode.ShadingRateInterlockOrderedEXT, 0], [ExecMode.ShadingRateInterlockUnorderedEXT, 0],
]);

/** The capability each interlock execution mode needs. */
const INTERLOCK_MODE_CAP: ReadonlyMap<number, number> = new Map([
  [ExecMode.PixelInterlockOrderedEXT, Cap.FragmentShaderPixelInterlockEXT],
  [ExecMode.PixelInterlockUnorderedEXT, Cap.FragmentShaderPixelInterlockEXT],
  [ExecMode.SampleInterlockOrderedEXT, Cap.FragmentShaderSampleInterlockEXT],
  [ExecMode.SampleInterlockUnorderedEXT, Cap.FragmentShaderSampleInterlockEXT],
  [ExecMode.ShadingRateInterlockOrderedEXT, Cap.FragmentShaderShadingRateInterlockEXT],
  [ExecMode.ShadingRateInterlockUnorderedEXT, Cap.FragmentShaderShadingRateInterlockEXT],
]);

const MODELS: ReadonlyMap<number, ExecutionModel> = new Map([
  [ExecModel.Vertex, 'Vertex'], [ExecModel.Fragment, 'Fragment'], [ExecModel.GLCompute, 'GLCompute'],
]);

interface Ref {
  readonly id: number;
  readonly offset: number;
  readonly isType: boolean;
}

interface OpenFunction {
  readonly id: number;
  readonly resultType: number;
  readonly control: number;
  readonly type: number;
  readonly offset: number;
  readonly params: { readonly id: number; readonly type: number }[];
  readonly blocks: SpirvBlock[];
  state: 'params' | 'block' | 'between';
  label: number;
  labelOffset: number;
  body: SpirvInstruction[];
  merge: SpirvInstruction | undefined;
}

interface PendingEntry {
  readonly model: ExecutionModel;
  readonly function: number;
  readonly name: string;
  readonly interface: readonly number[];
  readonly offset: number;
}

interface PendingMode extends SpirvExecutionMode {
  readonly target: number;
  readonly offset: number;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

class ModuleReader {
  private readonly capabilities = new Set<number>();
  private readonly extensions: string[] = [];
  private readonly extInstImports = new Map<number, string>();
  private addressingModel = -1;
  private memoryModel = -1;
  private readonly entries: PendingEntry[] = [];
  private readonly modes: PendingMode[] = [];
  private readonly names = new Map<number, string>();
  private readonly memberNames = new Map<number, Map<number, string>>();
  private readonly decorations = new Map<number, SpirvDecoration[]>();
  private readonly memberDecorations = new Map<number, SpirvMemberDecoration[]>();
  private readonly types = new Map<number, SpirvType>();
  private readonly constants = new Map<number, SpirvConstant>();
  private readonly variables: SpirvVariable[] = [];
  private readonly functions: SpirvFunction[] = [];
  private readonly instructions: SpirvInstruction[] = [];
  private readonly defined = new Set<number>();
  private readonly refs: Ref[] = [];
  private section = 0;
  private inFunctions = false;
  private fn: OpenFunction | undefined;

  constructor(
    private readonly words: Uint32Array,
    private readonly header: SpirvHeader,
  ) {}

  read(): SpirvModule {
    let pos = HEADER_WORDS;
    while (pos < this.words.length) pos = this.step(pos);
    return this.finish();
  }

  private fail(code: ConstructorParameters<typeof SpirvError>[0], offset: number, detail: string): never {
    throw new SpirvError(code, offset, detail);
  }

  private step(pos: number): number {
    const first = this.words[pos]!;
    const count = first >>> 16;
    const opcode = first & 0xffff;
    if (count === 0) this.fail('bad-word-count', pos, `instruction word count is 0 (opcode ${opcode})`);
    if (pos + count > this.words.length) {
      this.fail('truncated', pos, `instruction (opcode ${opcode}) has ${count} words but only ${this.words.length - pos} remain`);
    }
    const info = OPCODES.get(opcode);
    if (info === undefined) {
      const where = this.fn ? ` in function %${this.fn.id}` : '';
      this.fail('unknown-opcode', pos, `unknown or unsupported opcode ${opcode}${where}`);
    }
    const dec = decodeOperands(info, this.words, pos + 1, pos + count, pos);
    const head = info.shape.filter((t) => t === 'T' || t === 'R').length;
    const inst: SpirvInstruction = {
      opcode, name: info.name, resultType: dec.resultType, result: dec.result,
      operands: Array.from(this.words.subarray(pos + 1 + head, pos + count)), offset: pos,
    };
    this.instructions.push(inst);
    if (info.needs !== undefined && !info.needs.some((c) => this.capabilities.has(c))) {
      const names = info.needs.map((c) => enumName(CAPABILITIES, 'Capability', c)).join(' or ');
      this.fail('missing-capability', pos, `${info.name} needs capability ${names}`);
    }
    if (info.shape.includes('R')) this.define(dec.result, inst);
    if (info.shape.includes('T')) this.reference(dec.resultType, pos, true);
    for (const op of dec.operands) if (op.kind === 'id') this.reference(op.value, pos, op.isType);
    this.dispatch(inst, info, dec.operands);
    return pos + count;
  }

  private checkBound(id: number, offset: number): void {
    if (id === 0 || id >= this.header.bound) this.fail('id-out-of-bound', offset, `id ${id} is outside 1..${this.header.bound - 1} (bound ${this.header.bound})`);
  }

  private define(id: number, inst: SpirvInstruction): void {
    this.checkBound(id, inst.offset);
    if (this.defined.has(id)) this.fail('duplicate-id', inst.offset, `${inst.name}: id %${id} is already defined`);
    this.defined.add(id);
  }

  private reference(id: number, offset: number, isType: boolean): void {
    this.checkBound(id, offset);
    this.refs.push({ id, offset, isType });
  }

  private dispatch(inst: SpirvInstruction, info: OpcodeInfo, ops: readonly SpirvOperand[]): void {
    if (info.section === 'anywhere') return;
    if (inst.name === 'OpExtInst') return this.extInst(inst);
    if (this.fn !== undefined && (inst.name === 'OpVariable' || inst.name === 'OpUndef')) return this.bodyInstruction(inst);
    switch (info.section) {
      case 'function': return this.structure(inst);
      case 'body': return this.bodyInstruction(inst);
      default: return this.moduleInstruction(inst, info.section, ops);
    }
  }

  private moduleInstruction(inst: SpirvInstruction, section: ModuleSection, ops: readonly SpirvOperand[]): void {
    if (this.inFunctions) this.fail('misplaced-instruction', inst.offset, `${inst.name} after the first OpFunction`);
    const order = SECTION_ORDER[section];
    if (order < this.section) this.fail('misplaced-instruction', inst.offset, `${inst.name} (${section} section) after a later section's instructions`);
    this.section = order;
    const o = inst.operands;
    const str = (): string => {
      const s = ops.find((x) => x.kind === 'string');
      return s?.kind === 'string' ? s.value : '';
    };
    switch (inst.name) {
      case 'OpCapability': {
        if (!SUPPORTED_CAPABILITIES.has(o[0]!)) {
          const supported = [...SUPPORTED_CAPABILITIES].map((c) => enumName(CAPABILITIES, 'Capability', c)).join(', ');
          this.fail('unsupported-capability', inst.offset, `capability ${enumName(CAPABILITIES, 'Capability', o[0]!)} is not supported (supported: ${supported})`);
        }
        this.capabilities.add(o[0]!);
        return;
      }
      case 'OpExtension':
        if (!SUPPORTED_EXTENSIONS.has(str())) this.fail('unsupported-extension', inst.offset, `extension ${str()} is not supported`);
        this.extensions.push(str());
        return;
      case 'OpExtInstImport':
        if (str() !== GLSL_STD_450 && !isNonSemanticSet(str())) {
          this.fail('unsupported-ext-inst-set', inst.offset, `extended instruction set ${str()} is not supported`);
        }
        this.extInstImports.set(inst.result, str());
        return;
      case 'OpMemoryModel':
        if (this.memoryModel !== -1) this.fail('misplaced-instruction', inst.offset, 'second OpMemoryModel');
        if (o[0] !== 0) this.fail('unsupported-memory-model', inst.offset, `addressing model ${o[0]!} is not Logical`);
        if (o[1] !== 1 && o[1] !== 3) this.fail('unsupported-memory-model', inst.offset, `memory model ${o[1]!} is not GLSL450 or Vulkan`);
        this.addressingModel = o[0];
        this.memoryModel = o[1];
        return;
      case 'OpEntryPoint': {
        const model = MODELS.get(o[0]!);
        if (model === undefined) {
          this.fail('unsupported-execution-model', inst.offset, `execution model ${enumName(EXECUTION_MODELS, 'ExecutionModel', o[0]!)} is not supported`);
        }
        const ids = ops.filter((x) => x.kind === 'id').map((x) => x.value);
        this.entries.push({ model, function: ids[0]!, name: str(), interface: ids.slice(1), offset: inst.offset });
        return;
      }
      case 'OpExecutionMode':
      case 'OpExecutionModeId': {
        const arity = MODE_ARITY.get(o[1]!);
        const name = enumName(EXECUTION_MODES, 'ExecutionMode', o[1]!);
        if (arity === undefined) this.fail('bad-execution-mode', inst.offset, `execution mode ${name} is not supported`);
        if ((o[1] === ExecMode.LocalSizeId) !== (inst.name === 'OpExecutionModeId')) {
          this.fail('bad-execution-mode', inst.offset, `execution mode ${name} cannot be declared with ${inst.name}`);
        }
        if (o.length - 2 !== arity) this.fail('operand-count', inst.offset, `execution mode ${name} takes ${arity} operand(s), not ${o.length - 2}`);
        this.modes.push({ target: o[0]!, mode: o[1]!, name, args: o.slice(2), offset: inst.offset });
        return;
      }
      case 'OpName':
        this.names.set(o[0]!, str());
        return;
      case 'OpMemberName': {
        let m = this.memberNames.get(o[0]!);
        if (m === undefined) this.memberNames.set(o[0]!, (m = new Map()));
        m.set(o[1]!, str());
        return;
      }
      case 'OpString': case 'OpSource': case 'OpSourceExtension': case 'OpSourceContinued': case 'OpModuleProcessed':
        return;
      case 'OpDecorate': case 'OpDecorateId': case 'OpDecorateString':
        pushTo(this.decorations, o[0]!, this.decoration(inst, o[1]!, o.slice(2), inst.name === 'OpDecorateString' ? str() : undefined));
        return;
      case 'OpMemberDecorate': case 'OpMemberDecorateString': {
        const text = inst.name === 'OpMemberDecorateString' ? str() : undefined;
        pushTo(this.memberDecorations, o[0]!, { member: o[1]!, ...this.decoration(inst, o[2]!, o.slice(3), text) });
        return;
      }
      case 'OpVariable': return this.globalVariable(inst);
      default:
        if (inst.name.startsWith('OpType')) {
          this.types.set(inst.result, buildType(this.scope(), inst));
        } else {
          this.constants.set(inst.result, buildConstant(this.scope(), inst));
        }
    }
  }

  private scope(): { types: Map<number, SpirvType>; constants: Map<number, SpirvConstant>; capabilities: Set<number> } {
    return { types: this.types, constants: this.constants, capabilities: this.capabilities };
  }

  private decoration(inst: SpirvInstruction, decoration: number, args: readonly number[], text: string | undefined): SpirvDecoration {
    const name = enumName(DECORATIONS, 'Decoration', decoration);
    const arity = DECORATION_ARITY.get(decoration);
    const plain = inst.name === 'OpDecorate' || inst.name === 'OpMemberDecorate';
    if (plain && arity !== undefined && args.length !== arity) {
      this.fail('bad-decoration', inst.offset, `decoration ${name} takes ${arity} operand(s), not ${args.length}`);
    }
    return text === undefined ? { decoration, name, args } : { decoration, name, args, text };
  }

  private globalVariable(inst: SpirvInstruction): void {
    const ptr = this.types.get(inst.resultType);
    if (ptr?.kind !== 'pointer') this.fail('bad-type', inst.offset, `OpVariable %${inst.result}: result type %${inst.resultType} is not a pointer type`);
    const storage = storageClass(inst.operands[0]!, inst.offset, 'OpVariable');
    if (storage === 'Function') this.fail('misplaced-instruction', inst.offset, `OpVariable %${inst.result}: Function storage outside a function`);
    if (storage !== ptr.storage) this.fail('bad-operand', inst.offset, `OpVariable %${inst.result}: storage class ${storage} differs from its pointer type's ${ptr.storage}`);
    this.variables.push({ id: inst.result, type: inst.resultType, storage, initializer: inst.operands[1] ?? 0, offset: inst.offset });
  }

  private extInst(inst: SpirvInstruction): void {
    const set = this.extInstImports.get(inst.operands[0]!);
    if (set === undefined) this.fail('bad-operand', inst.offset, `OpExtInst: %${inst.operands[0]!} is not an OpExtInstImport`);
    // Non-semantic instructions (debug info) may sit among declarations or in blocks and are dropped.
    if (isNonSemanticSet(set)) return;
    const ext = GLSL_STD_450_INSTS.get(inst.operands[1]!);
    if (ext === undefined) this.fail('unknown-opcode', inst.offset, `unknown ${set} instruction ${inst.operands[1]!}`);
    const n = inst.operands.length - 2;
    if (n !== ext.operands) this.fail('operand-count', inst.offset, `${set} ${ext.name} takes ${ext.operands} operand(s), not ${n}`);
    this.bodyInstruction(inst);
  }

  private structure(inst: SpirvInstruction): void {
    const fn = this.fn;
    switch (inst.name) {
      case 'OpFunction': {
        if (fn !== undefined) this.fail('misplaced-instruction', inst.offset, `OpFunction inside function %${fn.id}`);
        if (this.types.get(inst.operands[1]!)?.kind !== 'function') {
          this.fail('bad-type', inst.offset, `OpFunction %${inst.result}: %${inst.operands[1]!} is not an OpTypeFunction`);
        }
        this.inFunctions = true;
        this.fn = {
          id: inst.result, resultType: inst.resultType, control: inst.operands[0]!, type: inst.operands[1]!, offset: inst.offset,
          params: [], blocks: [], state: 'params', label: 0, labelOffset: 0, body: [], merge: undefined,
        };
        return;
      }
      case 'OpFunctionParameter':
        if (fn?.state !== 'params') this.fail('misplaced-instruction', inst.offset, 'OpFunctionParameter outside a function header');
        fn.params.push({ id: inst.result, type: inst.resultType });
        return;
      case 'OpLabel':
        if (fn === undefined) this.fail('misplaced-instruction', inst.offset, 'OpLabel outside a function');
        if (fn.state === 'block') this.fail('missing-terminator', inst.offset, `block %${fn.label} (word ${fn.labelOffset}) has no terminator before OpLabel %${inst.result}`);
        fn.state = 'block';
        fn.label = inst.result;
        fn.labelOffset = inst.offset;
        fn.body = [];
        fn.merge = undefined;
        return;
      case 'OpFunctionEnd':
        if (fn === undefined) this.fail('misplaced-instruction', inst.offset, 'OpFunctionEnd outside a function');
        if (fn.state === 'block') this.fail('missing-terminator', inst.offset, `block %${fn.label} (word ${fn.labelOffset}) has no terminator before OpFunctionEnd`);
        if (fn.state === 'params') this.fail('empty-function', inst.offset, `function %${fn.id} has no blocks`);
        this.functions.push({
          id: fn.id, resultType: fn.resultType, control: fn.control, type: fn.type, params: fn.params, blocks: fn.blocks, offset: fn.offset,
        });
        this.fn = undefined;
        return;
      default:
        throw new Error(`structure called with ${inst.name}`);
    }
  }

  private bodyInstruction(inst: SpirvInstruction): void {
    const fn = this.fn;
    if (fn === undefined) this.fail('misplaced-instruction', inst.offset, `${inst.name} outside a function`);
    if (fn.state !== 'block') this.fail('misplaced-instruction', inst.offset, `${inst.name} outside a block (after a terminator or before the first OpLabel)`);
    if (fn.merge !== undefined && inst.opcode !== 249 && inst.opcode !== 250 && inst.opcode !== 251) {
      this.fail('bad-merge', inst.offset, `${fn.merge.name} must be followed by a branch, not ${inst.name}`);
    }
    if (MERGES.has(inst.opcode)) {
      fn.merge = inst;
      return;
    }
    if (TERMINATORS.has(inst.opcode)) {
      fn.blocks.push({ label: fn.label, offset: fn.labelOffset, body: fn.body, merge: fn.merge, terminator: inst });
      fn.state = 'between';
      return;
    }
    if (inst.name === 'OpVariable') {
      if (inst.operands[0] !== 7) this.fail('bad-operand', inst.offset, `OpVariable %${inst.result} in a function must have Function storage`);
      if (fn.blocks.length !== 0) this.fail('misplaced-instruction', inst.offset, `OpVariable %${inst.result} outside the function's first block`);
    }
    fn.body.push(inst);
  }

  private finish(): SpirvModule {
    const end = this.words.length;
    if (this.fn !== undefined) this.fail('unterminated-function', this.fn.offset, `function %${this.fn.id} has no OpFunctionEnd`);
    if (this.memoryModel === -1) this.fail('missing-memory-model', end, 'module has no OpMemoryModel');
    if (!this.capabilities.has(Cap.Shader)) this.fail('missing-capability', HEADER_WORDS, 'module does not declare the Shader capability');
    const functionIds = new Set(this.functions.map((f) => f.id));
    for (const e of this.entries) {
      if (!functionIds.has(e.function)) this.fail('missing-function', e.offset, `entry point "${e.name}" names %${e.function}, which is not a function`);
    }
    for (const r of this.refs) {
      if (!this.defined.has(r.id)) this.fail('undefined-id', r.offset, `id %${r.id} is used but never defined`);
      if (r.isType && !this.types.has(r.id)) this.fail('not-a-type', r.offset, `id %${r.id} is used as a type but is not one`);
    }
    for (const f of this.functions) this.checkFunction(f, functionIds);
    const entryPoints = this.entries.map((e) => this.entryPoint(e));
    for (const m of this.modes) {
      if (!this.entries.some((e) => e.function === m.target)) this.fail('bad-execution-mode', m.offset, `${m.name} targets %${m.target}, which is no entry point`);
    }
    return {
      header: this.header,
      capabilities: [...this.capabilities],
      extensions: this.extensions,
      extInstImports: this.extInstImports,
      addressingModel: this.addressingModel,
      memoryModel: this.memoryModel,
      entryPoints,
      names: this.names,
      memberNames: this.memberNames,
      decorations: this.decorations,
      memberDecorations: this.memberDecorations,
      types: this.types,
      constants: this.constants,
      variables: this.variables,
      functions: this.functions,
      instructions: this.instructions,
    };
  }

  private entryPoint(e: PendingEntry): SpirvEntryPoint {
    const modes = this.modes.filter((m) => m.target === e.function).map(({ mode, name, args }) => ({ mode, name, args }));
    let interlock: string | undefined;
    for (const m of modes) {
      const cap = INTERLOCK_MODE_CAP.get(m.mode);
      const local = m.mode === ExecMode.LocalSize || m.mode === ExecMode.LocalSizeId || m.mode === ExecMode.LocalSizeHint;
      if (local && e.model !== 'GLCompute') this.fail('bad-execution-mode', e.offset, `${m.name} on ${e.model} entry point "${e.name}"`);
      if (cap === undefined) continue;
      if (e.model !== 'Fragment') this.fail('bad-execution-mode', e.offset, `${m.name} on ${e.model} entry point "${e.name}"`);
      if (!this.capabilities.has(cap)) this.fail('missing-capability', e.offset, `${m.name} needs capability ${enumName(CAPABILITIES, 'Capability', cap)}`);
      if (interlock !== undefined) this.fail('bad-execution-mode', e.offset, `entry point "${e.name}" declares both ${interlock} and ${m.name}`);
      interlock = m.name;
    }
    return { model: e.model, function: e.function, name: e.name, interface: e.interface, modes, offset: e.offset };
  }

  /** Branch, merge and phi targets are labels of the same function; calls name functions. */
  private checkFunction(f: SpirvFunction, functionIds: ReadonlySet<number>): void {
    const labels = new Set(f.blocks.map((b) => b.label));
    const label = (inst: SpirvInstruction, id: number | undefined): void => {
      if (id === undefined || !labels.has(id)) this.fail('bad-operand', inst.offset, `${inst.name}: %${id ?? 0} is not a label of function %${f.id}`);
    };
    for (const b of f.blocks) {
      const t = b.terminator;
      const o = t.operands;
      if (t.name === 'OpBranch') label(t, o[0]);
      if (t.name === 'OpBranchConditional') { label(t, o[1]); label(t, o[2]); }
      if (t.name === 'OpSwitch') for (let i = 1; i < o.length; i += 2) label(t, o[i]);
      if (b.merge !== undefined) {
        label(b.merge, b.merge.operands[0]);
        if (b.merge.name === 'OpLoopMerge') label(b.merge, b.merge.operands[1]);
      }
      for (const inst of b.body) {
        if (inst.name === 'OpPhi') for (let i = 1; i < inst.operands.length; i += 2) label(inst, inst.operands[i]);
        if (inst.name === 'OpFunctionCall' && !functionIds.has(inst.operands[0]!)) {
          this.fail('missing-function', inst.offset, `OpFunctionCall: %${inst.operands[0]!} is not a function`);
        }
      }
    }
  }
}
