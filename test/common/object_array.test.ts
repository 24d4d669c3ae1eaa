import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { holeyObjectArray, objectArray } from '../../src/common/object_array.js';

setFlagsFromString('--allow-natives-syntax');
// V8's own view of an array's elements kind (natives syntax, allowed above before these functions are parsed).
const hasObjectElements = new Function('a', 'return %HasObjectElements(a)') as (a: unknown[]) => boolean;
const hasSmiElements = new Function('a', 'return %HasSmiElements(a)') as (a: unknown[]) => boolean;
const hasHoleyElements = new Function('a', 'return %HasHoleyElements(a)') as (a: unknown[]) => boolean;

test('objectArray: empty, with object elements from the start (a new [] has small-integer elements)', () => {
  const a = objectArray<{ n: number }>();
  assert.equal(a.length, 0);
  assert.equal(hasObjectElements(a), true);
  assert.equal(hasHoleyElements(a), false);
  assert.equal(hasSmiElements([]), true, 'the contrast: a literal [] starts with small-integer elements');
  a.push({ n: 1 }, { n: 2 });
  assert.deepEqual(
    a.map((x) => x.n),
    [1, 2],
  );
  assert.equal(a.pop()?.n, 2);
  assert.equal(a.length, 1);
});

test('holeyObjectArray: empty, with holey object elements, so a store past its end changes nothing', () => {
  const a = holeyObjectArray<string>();
  assert.equal(a.length, 0);
  assert.equal(hasObjectElements(a), true);
  assert.equal(hasHoleyElements(a), true);
  a[3] = 'x';
  assert.equal(a.length, 4);
  assert.equal(a[0], undefined);
  assert.equal(a[3], 'x');
});
