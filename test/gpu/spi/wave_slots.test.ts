import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chipByName } from '../../../src/amd/chips.js';
import { WaveSlots } from '../../../src/gpu/spi/wave_slots.js';

test('a wave takes the least-loaded SIMD of its shader engine, ties to the lowest CU and SIMD, until every slot is taken', () => {
  for (const name of ['raven', 'navi21', 'navi31']) {
    const chip = chipByName(name);
    const slots = new WaveSlots(chip);
    // A plain model: waves per SIMD, and the SE's SIMD range from cusOf.
    const load = new Int32Array(slots.load.length);
    let seed = 3;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const live: { cu: number; simd: number }[] = [];
    for (let step = 0; step < 5000; step++) {
      const se = random(chip.shaderEngines);
      if (live.length > 0 && random(3) === 0) {
        const [slot] = live.splice(random(live.length), 1);
        slots.free(slot!);
        load[slot!.cu * slots.simdsPerCu + slot!.simd]!--;
        continue;
      }
      const { first, count } = slots.cusOf(se);
      let want = -1;
      for (let i = first * slots.simdsPerCu; i < (first + count) * slots.simdsPerCu; i++) {
        if (load[i]! < slots.slotsPerSimd && (want < 0 || load[i]! < load[want]!)) want = i;
      }
      const got = slots.allocate(se);
      if (want < 0) {
        assert.equal(got, undefined, `${name} step ${step}: the SE is full`);
        continue;
      }
      assert.deepEqual(got, { cu: Math.floor(want / slots.simdsPerCu), simd: want % slots.simdsPerCu }, `${name} step ${step}`);
      load[want]!++;
      live.push(got!);
    }
    assert.deepEqual([...slots.load], [...load], `${name}: loads`);
  }
});
