import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';
import { runSteps, sortByTextSteps } from './steps';

const ALPHABET = ['', 'a', 'b', 'z', '0', '9', 'A', 'é', 'ß', '日', ' ', '\u{1F600}'];

function randomText(next: () => number): string {
  let text = '';
  const length = Math.floor(next() * 5);
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)]!;
  return text;
}

describe('sortByTextSteps', () => {
  it('sorts as Array.prototype.sort does, equal texts in their first order', () => {
    const next = mulberry32(7);
    for (let round = 0; round < 20; round++) {
      const items = Array.from({ length: 500 }, (_, id) => ({ id, text: randomText(next) }));
      const expected = [...items].sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
      const sorted = runSteps(sortByTextSteps(items, (item) => item.text, 50));
      expect(sorted.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    }
  });

  it('sorts one first letter per step once the step is full, and leaves its input as it was', () => {
    const texts = ['cb', 'ca', 'b', 'a2', 'a1', 'cc'];
    const before = [...texts];
    const steps = sortByTextSteps(texts, (t) => t, 2);
    // The grouping, then a: 2 items (the step is full), b and c together.
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    expect(step.value).toEqual(['a1', 'a2', 'b', 'ca', 'cb', 'cc']);
    expect(yields).toBe(2);
    expect(texts).toEqual(before);
  });
});
