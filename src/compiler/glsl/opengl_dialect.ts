/**
 * OpenGL-style GLSL (the seed-004 article's `#version 150` / `430` shaders:
 * no `binding`/`location` qualifiers, loose `uniform int samplePos;`) turned
 * into Vulkan GLSL before glslang, since @webgpu/glslang 0.0.15 has no
 * relaxed-rules or auto-map options. The reference behaviour is
 * glslangValidator's `-R --auto-map-bindings --auto-map-locations`
 * (Vulkan relaxed rules):
 *  - `#version` → 450 (profile dropped): Vulkan GLSL;
 *  - opaque uniforms (samplers, images, textures) and uniform/buffer blocks
 *    without a binding: `layout(set = 0, binding = N)`, N the next free
 *    binding of set 0 in declaration order (explicit bindings kept and
 *    skipped), one binding per declarator;
 *  - loose non-opaque uniforms: members of one std140 block
 *    `popsim_DefaultUniforms` (glslang's relaxed rules call theirs
 *    gl_DefaultUniformBlock; `gl_` names are reserved to the
 *    implementation), bound after the other resources, declared where the
 *    first loose uniform was;
 *  - `in`/`out` variables and blocks without a location: the next free
 *    locations per direction in declaration order, as many as the type takes
 *    (a matrix one per column, an array per element); `attribute` → `in`,
 *    `varying` → `out` (vertex) / `in` (fragment).
 * Every rewritten declaration keeps its number of lines, so glslang's error
 * lines are the user's. The caller gets the assignments (GlslAutoLayout).
 */
import { GlslError } from './errors.js';
import { scanGlsl, type GlslStatement, type GlslToken } from './glsl_scan.js';
import type { GlslAutoLayout, GlslBindingKind, GlslLocation, GlslResourceBinding } from './auto_layout.js';

export type ShaderStageName = 'vertex' | 'fragment' | 'compute';

/** Name of the block that collects loose uniforms. */
export const DEFAULT_UNIFORM_BLOCK = 'popsim_DefaultUniforms';

/** The Vulkan GLSL version popsim raises OpenGL shaders to. */
const VULKAN_VERSION = 450;

const STORAGE = new Set(['uniform', 'in', 'out', 'buffer', 'attribute', 'varying', 'shared', 'const', 'inout']);
const OTHER_QUALIFIERS = new Set([
  'flat', 'smooth', 'noperspective', 'centroid', 'sample', 'patch', 'highp', 'mediump', 'lowp', 'invariant', 'precise',
  'coherent', 'volatile', 'restrict', 'readonly', 'writeonly',
]);
const OPAQUE = /^(?:[iu]?(?:sampler|image|texture)\w*|sampler|samplerShadow|[iu]?subpassInput\w*)$/;

export interface VersionDirective {
  /** 0-based line index of the `#version` line, -1 when there is none. */
  readonly lineIndex: number;
  readonly version: number;
  readonly profile: string | undefined;
}

/** The `#version` directive (GLSL 1.10 with no profile when absent, as the spec says). */
export function versionDirective(source: string): VersionDirective {
  const lines = source.split('\n');
  for (let k = 0; k < lines.length; k++) {
    const m = /^\s*#\s*version\s+(\d+)(?:\s+(\w+))?/.exec(lines[k]!);
    if (m) return { lineIndex: k, version: Number(m[1]), profile: m[2] };
  }
  return { lineIndex: -1, version: 110, profile: undefined };
}

interface LayoutQualifier {
  /** Tokens of the `layout ( … )` list, parentheses included. */
  readonly tokens: readonly GlslToken[];
  readonly ids: ReadonlyMap<string, number | undefined>;
}

interface Declarator {
  readonly name: string;
  /** `[ … ]` tokens after the name. */
  readonly arrays: readonly GlslToken[];
  readonly initialized: boolean;
}

/** A global declaration as far as the dialect needs it. */
interface Declaration {
  readonly statement: GlslStatement;
  readonly layout: LayoutQualifier | undefined;
  readonly storage: string | undefined;
  /** Qualifier tokens other than layout and storage (precision, interpolation, memory). */
  readonly qualifiers: readonly GlslToken[];
  /** Type tokens (a block: its name; an array type: with its `[ … ]`). */
  readonly type: readonly GlslToken[];
  /** Block body tokens between the braces, undefined for plain variables. */
  readonly blockBody: readonly GlslToken[] | undefined;
  readonly declarators: readonly Declarator[];
}

function fail(line: number, text: string): never {
  throw new GlslError('opengl-dialect', [{ severity: 'error', line, text }], text);
}

const join = (tokens: readonly GlslToken[]): string => tokens.map((t) => t.text).join(' ');

/** Index after the token group that `open` at `at` starts (matching bracket). */
function closing(tokens: readonly GlslToken[], at: number, open: string, close: string): number {
  let depth = 0;
  for (let k = at; k < tokens.length; k++) {
    if (tokens[k]!.text === open) depth++;
    else if (tokens[k]!.text === close && --depth === 0) return k + 1;
  }
  return fail(tokens[at]!.line, `unbalanced '${open}'`);
}

function parseLayout(tokens: readonly GlslToken[]): LayoutQualifier {
  const ids = new Map<string, number | undefined>();
  const inner = tokens.slice(2, -1);
  for (let k = 0; k < inner.length; ) {
    const name = inner[k]!.text;
    if (inner[k + 1]?.text === '=') {
      ids.set(name, Number(inner[k + 2]?.text));
      k += 3;
    } else k += 1;
    if (inner[k]?.text === ',') k++;
  }
  return { tokens, ids };
}

function parseDeclarators(tokens: readonly GlslToken[]): Declarator[] {
  const out: Declarator[] = [];
  let k = 0;
  while (k < tokens.length && tokens[k]!.text !== ';') {
    const name = tokens[k++]!.text;
    const arrayStart = k;
    while (tokens[k]?.text === '[') k = closing(tokens, k, '[', ']');
    const arrays = tokens.slice(arrayStart, k);
    let initialized = false;
    if (tokens[k]?.text === '=') {
      initialized = true;
      let depth = 0;
      for (; k < tokens.length; k++) {
        const t = tokens[k]!.text;
        if (t === '(' || t === '[' || t === '{') depth++;
        else if (t === ')' || t === ']' || t === '}') depth--;
        else if (depth === 0 && (t === ',' || t === ';')) break;
      }
    }
    out.push({ name, arrays, initialized });
    if (tokens[k]?.text === ',') k++;
  }
  return out;
}

function parseDeclaration(statement: GlslStatement): Declaration | undefined {
  const t = statement.tokens;
  let k = 0;
  let layout: LayoutQualifier | undefined;
  let storage: string | undefined;
  const qualifiers: GlslToken[] = [];
  for (;;) {
    const text = t[k]?.text;
    if (text === 'layout' && t[k + 1]?.text === '(') {
      const end = closing(t, k + 1, '(', ')');
      layout = parseLayout(t.slice(k, end));
      k = end;
    } else if (text !== undefined && STORAGE.has(text)) storage = t[k++]!.text;
    else if (text !== undefined && OTHER_QUALIFIERS.has(text)) qualifiers.push(t[k++]!);
    else break;
  }
  const first = t[k];
  if (first === undefined || first.text === ';' || first.text === 'precision' || first.text === 'struct') return undefined;
  if (t[k + 1]?.text === '{') {
    const end = closing(t, k + 1, '{', '}');
    return { statement, layout, storage, qualifiers, type: [first], blockBody: t.slice(k + 2, end - 1), declarators: parseDeclarators(t.slice(end)) };
  }
  let typeEnd = k + 1;
  while (t[typeEnd]?.text === '[') typeEnd = closing(t, typeEnd, '[', ']');
  return { statement, layout, storage, qualifiers, type: t.slice(k, typeEnd), blockBody: undefined, declarators: parseDeclarators(t.slice(typeEnd)) };
}

/** Slots taken in one binding/location space; explicit ones first, then the next free. */
class SlotSpace {
  private readonly used = new Set<number>();
  reserve(first: number, count: number): void {
    for (let k = 0; k < count; k++) this.used.add(first + k);
  }
  /** The lowest `count` consecutive free slots, now taken. */
  take(count: number): number {
    let first = 0;
    while (Array.from({ length: count }, (_, k) => first + k).some((s) => this.used.has(s))) first++;
    this.reserve(first, count);
    return first;
  }
}

const MATRIX = /^d?mat(\d)(?:x(\d))?$/;
const SCALAR_OR_VECTOR = /^(?:float|int|uint|bool|double|[ibud]?vec[234])$/;

function arrayLength(arrays: readonly GlslToken[], macros: ReadonlyMap<string, number>, line: number): number {
  let n = 1;
  for (let k = 0; k < arrays.length; ) {
    const end = closing(arrays, k, '[', ']');
    const inner = arrays.slice(k + 1, end - 1);
    const size = inner.length === 1 ? (/^\d+$/.test(inner[0]!.text) ? Number(inner[0]!.text) : macros.get(inner[0]!.text)) : undefined;
    if (size === undefined) fail(line, `cannot count the locations of an array sized '${join(inner)}': give the declaration layout(location = N)`);
    n *= size;
    k = end;
  }
  return n;
}

/** Locations a variable of `type` (with `arrays`) takes (GLSL 4.50 §4.4.1; doubles of 3–4 components take 2). */
function locationCount(type: readonly GlslToken[], arrays: readonly GlslToken[], macros: ReadonlyMap<string, number>): number {
  const base = type[0]!;
  const n = arrayLength([...type.slice(1), ...arrays], macros, base.line);
  const wideDouble = /^dvec[34]$/.test(base.text) ? 2 : 1;
  if (SCALAR_OR_VECTOR.test(base.text)) return n * wideDouble;
  const m = MATRIX.exec(base.text);
  if (m) return n * Number(m[1]) * (base.text.startsWith('d') && Number(m[2] ?? m[1]) > 2 ? 2 : 1);
  return fail(base.line, `cannot count the locations of type '${base.text}': give the declaration layout(location = N)`);
}

/** Locations an interface block takes: the sum over its members. */
function blockLocationCount(body: readonly GlslToken[], macros: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const member of scanGlsl(join(body)).statements) {
    const d = parseDeclaration(member);
    if (d === undefined) continue;
    for (const v of d.declarators) total += locationCount(d.type, v.arrays, macros);
  }
  return total;
}

/** The statement's replacement: `text` on its first line, its other lines kept as blank lines. */
function sameLines(statement: GlslStatement, source: string, text: string): string {
  const newlines = source.slice(statement.start, statement.end).split('\n').length - 1;
  return text + '\n'.repeat(newlines);
}

function layoutText(decl: Declaration, add: Readonly<Record<string, number>>): string {
  const own = decl.layout ? decl.layout.tokens.slice(2, -1).map((t) => t.text).join(' ').replace(/ , /g, ', ') : '';
  const added = Object.entries(add).map(([k, v]) => `${k} = ${v}`);
  return `layout(${[own, ...added].filter((s) => s !== '').join(', ')})`;
}

function declarationText(decl: Declaration, layout: string, storage: string | undefined, declarators: readonly Declarator[]): string {
  const quals = [layout, ...decl.qualifiers.map((q) => q.text), storage ?? ''].filter((s) => s !== '').join(' ');
  const body = decl.blockBody !== undefined ? ` { ${join(decl.blockBody)} }` : '';
  const names = declarators.map((d) => `${d.name}${join(d.arrays).replace(/ /g, '')}`).join(', ');
  return `${quals} ${join(decl.type).replace(/ \[/g, '[')}${body}${names === '' ? '' : ` ${names}`};`;
}

interface Edit {
  readonly statement: GlslStatement;
  readonly text: string;
}

export interface OpenglToVulkan {
  readonly text: string;
  /** Assignments; the default block's member offsets are -1 until read from the SPIR-V (auto_layout.ts). */
  readonly layout: GlslAutoLayout;
}

function bindingKind(decl: Declaration): GlslBindingKind {
  if (decl.blockBody !== undefined) return decl.storage === 'buffer' ? 'storage-block' : 'uniform-block';
  return 'opaque';
}

/** OpenGL-style GLSL → Vulkan GLSL with bindings and locations assigned (see the file comment). */
export function openglToVulkan(source: string, stage: ShaderStageName): OpenglToVulkan {
  const { statements, integerMacros } = scanGlsl(source);
  const decls = statements.map(parseDeclaration).filter((d): d is Declaration => d !== undefined && d.storage !== undefined);
  const bindings = new Map<number, SlotSpace>();
  const space = (set: number): SlotSpace => bindings.get(set) ?? bindings.set(set, new SlotSpace()).get(set)!;
  const locations = { in: new SlotSpace(), out: new SlotSpace() };
  const direction = (d: Declaration): 'in' | 'out' | undefined => {
    if (d.storage === 'in' || d.storage === 'attribute' || (d.storage === 'varying' && stage !== 'vertex')) return 'in';
    if (d.storage === 'out' || d.storage === 'varying') return 'out';
    return undefined;
  };
  const builtin = (d: Declaration): boolean => d.declarators.some((v) => v.name.startsWith('gl_')) || d.type[0]!.text.startsWith('gl_');
  const locationsOf = (d: Declaration, v?: Declarator): number =>
    d.blockBody !== undefined ? blockLocationCount(d.blockBody, integerMacros) : locationCount(d.type, v!.arrays, integerMacros);
  // Explicit qualifiers first: what the source assigns is never given to another declaration.
  for (const d of decls) {
    const binding = d.layout?.ids.get('binding');
    if (binding !== undefined) space(d.layout?.ids.get('set') ?? 0).reserve(binding, 1);
    const dir = direction(d);
    const location = d.layout?.ids.get('location');
    if (dir !== undefined && location !== undefined && !builtin(d)) {
      locations[dir].reserve(location, d.blockBody !== undefined ? locationsOf(d) : d.declarators.reduce((n, v) => n + locationsOf(d, v), 0));
    }
  }
  const edits: Edit[] = [];
  const resources: GlslResourceBinding[] = [];
  const inputs: GlslLocation[] = [];
  const outputs: GlslLocation[] = [];
  const loose: Declaration[] = [];
  for (const d of decls) {
    const line = d.statement.tokens[0]!.line;
    const dir = direction(d);
    if (d.storage === 'uniform' && d.blockBody === undefined && !OPAQUE.test(d.type[0]!.text)) {
      if (d.declarators.some((v) => v.initialized)) fail(line, 'a uniform initializer cannot move into the default uniform block: set the value from the application');
      loose.push(d);
    } else if (d.storage === 'uniform' || d.storage === 'buffer') {
      const set = d.layout?.ids.get('set') ?? 0;
      const explicit = d.layout?.ids.get('binding');
      const kind = bindingKind(d);
      if (explicit !== undefined) {
        resources.push({ name: d.blockBody !== undefined ? d.type[0]!.text : d.declarators[0]!.name, kind, set, binding: explicit, assigned: false, line });
        continue;
      }
      // One binding per declarator (a block has one declaration whatever its instance names).
      const parts = d.blockBody !== undefined ? [d.declarators] : d.declarators.map((v) => [v]);
      const texts = parts.map((vs) => {
        const binding = space(set).take(1);
        resources.push({ name: d.blockBody !== undefined ? d.type[0]!.text : vs[0]!.name, kind, set, binding, assigned: true, line });
        return declarationText(d, layoutText(d, d.layout?.ids.has('set') ? { binding } : { set, binding }), d.storage, vs);
      });
      edits.push({ statement: d.statement, text: texts.join(' ') });
    } else if (dir !== undefined && !builtin(d)) {
      const storage = dir;
      const list = dir === 'in' ? inputs : outputs;
      const explicit = d.layout?.ids.get('location');
      if (explicit !== undefined) {
        list.push({ name: d.blockBody !== undefined ? d.type[0]!.text : d.declarators[0]!.name, location: explicit, count: 0, assigned: false, line });
        if (storage !== d.storage) edits.push({ statement: d.statement, text: declarationText(d, layoutText(d, {}), storage, d.declarators) });
        continue;
      }
      const parts = d.blockBody !== undefined ? [d.declarators] : d.declarators.map((v) => [v]);
      const texts = parts.map((vs) => {
        const count = d.blockBody !== undefined ? locationsOf(d) : locationsOf(d, vs[0]);
        const location = locations[dir].take(count);
        list.push({ name: d.blockBody !== undefined ? d.type[0]!.text : vs[0]!.name, location, count, assigned: true, line });
        return declarationText(d, layoutText(d, { location }), storage, vs);
      });
      edits.push({ statement: d.statement, text: texts.join(' ') });
    }
  }
  let defaultUniforms: GlslAutoLayout['defaultUniforms'];
  if (loose.length > 0) {
    const binding = space(0).take(1);
    const members = loose.flatMap((d) => d.declarators.map((v) => `${[...d.qualifiers.map((q) => q.text), join(d.type)].join(' ')} ${v.name}${join(v.arrays).replace(/ /g, '')};`));
    const block = `layout(set = 0, binding = ${binding}, std140) uniform ${DEFAULT_UNIFORM_BLOCK} { ${members.join(' ')} };`;
    loose.forEach((d, k) => edits.push({ statement: d.statement, text: k === 0 ? block : '' }));
    const line = loose[0]!.statement.tokens[0]!.line;
    resources.push({ name: DEFAULT_UNIFORM_BLOCK, kind: 'default-uniforms', set: 0, binding, assigned: true, line });
    defaultUniforms = { set: 0, binding, members: loose.flatMap((d) => d.declarators.map((v) => ({ name: v.name, offset: -1, line: d.statement.tokens[0]!.line }))) };
  }
  return { text: applyEdits(raiseVersion(source), edits, source), layout: { dialect: 'opengl', resources, inputs, outputs, defaultUniforms } };
}

/** `#version N [profile]` → `#version 450` on the same line; a missing one is added with a `#line`. */
function raiseVersion(source: string): string {
  const v = versionDirective(source);
  if (v.lineIndex < 0) return `#version ${VULKAN_VERSION}\n#line 1\n${source}`;
  return source.replace(/^(\s*)#\s*version[^\n]*/m, `$1#version ${VULKAN_VERSION}`);
}

/** Applies statement replacements; `raised` differs from `original` only on the `#version` line, before every statement. */
function applyEdits(raised: string, edits: readonly Edit[], original: string): string {
  const shift = raised.length - original.length;
  let out = raised;
  for (const e of [...edits].sort((a, b) => b.statement.start - a.statement.start)) {
    out = out.slice(0, e.statement.start + shift) + sameLines(e.statement, original, e.text) + out.slice(e.statement.end + shift);
  }
  return out;
}
