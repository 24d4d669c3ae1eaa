/**
 * The pixel-shader entry ABI the hardware defines (same on GFX9–GFX11): the
 * SPI_PS_INPUT_ENA / SPI_PS_INPUT_ADDR bits in order, and how many VGPRs each
 * enabled input occupies. Enabled inputs are packed into v0.. in bit order.
 * Shared by the compiler (which reads them) and the GPU model's SPI (which
 * loads them), so both agree on one definition.
 */
export const PS_INPUT = {
  PERSP_SAMPLE: 0,
  PERSP_CENTER: 1,
  PERSP_CENTROID: 2,
  PERSP_PULL_MODEL: 3,
  LINEAR_SAMPLE: 4,
  LINEAR_CENTER: 5,
  LINEAR_CENTROID: 6,
  LINE_STIPPLE: 7,
  POS_X_FLOAT: 8,
  POS_Y_FLOAT: 9,
  POS_Z_FLOAT: 10,
  POS_W_FLOAT: 11,
  FRONT_FACE: 12,
  ANCILLARY: 13,
  SAMPLE_COVERAGE: 14,
  POS_FIXED_PT: 15,
} as const;

export type PsInput = keyof typeof PS_INPUT;

/** VGPRs each input bit loads, in bit order: barycentric pairs 2, PERSP_PULL_MODEL 3, the rest 1. */
export const PS_INPUT_WIDTHS: readonly number[] = [2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1];
