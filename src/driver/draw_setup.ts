/**
 * The registers of one draw: the pipeline's, the attachments', the dynamic
 * viewport/scissor, then the POPS rules (drawRegisterWrites: R1–R10, S1, S8,
 * S12) with the draw's sample counts — in that order, so the rules' values are
 * the last word on the registers they own.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { DriverDebugSwitches } from './debug_switches.js';
import { drawRegisterWrites } from './draw_registers.js';
import type { PopsOverrides } from './draw_rule_input.js';
import { scissorRegs, viewportRegs, type Rect2D, type Viewport } from './dynamic_regs.js';
import type { BuiltPipeline } from './graphics_pipeline.js';
import { blendEnabled, orderInvariantFixedFunction, psIterSamples } from './pipeline_regs.js';
import { regValue, type NamedRegWrite } from './reg_fields.js';
import type { RenderTargetRegs } from './render_target_regs.js';

export interface DrawSetup {
  readonly chip: ChipInfo;
  readonly pipeline: BuiltPipeline;
  readonly targets: RenderTargetRegs;
  /** Largest colour attachment sample count (0: none) and the depth attachment's (0: none). */
  readonly colorSamples: number;
  readonly depthSamples: number;
  readonly viewport: Viewport;
  readonly scissor: Rect2D;
  readonly debug: DriverDebugSwitches;
  readonly overrides: PopsOverrides;
}

export function drawRegs(s: DrawSetup): NamedRegWrite[] {
  const p = s.pipeline;
  const rules = drawRegisterWrites({
    chip: s.chip,
    interlock: p.fragment.info.interlock,
    rasterSamples: p.state.samples,
    depthSamples: s.depthSamples,
    colorSamples: s.colorSamples,
    shader: p.fragment.config,
    relaxedRasterizationOrder: p.state.relaxedRasterizationOrder,
    orderInvariantFixedFunction: orderInvariantFixedFunction(p.state),
    blendEnabled: blendEnabled(p.state),
    overrides: s.overrides,
    debug: s.debug,
    base: {
      DB_Z_INFO: s.targets.dbZInfoBase,
      // Sample-rate shading (RADV: PS_ITER_SAMPLE with ps_iter_samples > 1); the R8 rule owns the rest of the register.
      PA_SC_MODE_CNTL_1: regValue(s.chip.gfx, 'PA_SC_MODE_CNTL_1', { PS_ITER_SAMPLE: psIterSamples(p.state, p.fragment.info.readsSampleId) > 1 ? 1 : 0 }),
    },
  });
  return [
    ...p.regs,
    ...s.targets.writes,
    ...viewportRegs(s.viewport),
    ...scissorRegs(s.chip.gfx, s.scissor, s.viewport),
    ...rules.map((w) => ({ name: w.name, value: w.value })),
  ];
}
