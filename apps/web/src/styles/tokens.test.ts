import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCORE_BANDS } from '@evident/contracts/score-bands';
import { describe, expect, it } from 'vitest';

// Read from disk: in tests Vite turns CSS imports into empty modules.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');

function token(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim().toLowerCase();
}

describe('design tokens', () => {
  it.each(SCORE_BANDS.map((band) => [band.id, band.color]))(
    'score colour %s mirrors SCORE_BANDS (%s)',
    (id, color) => {
      expect(token(`score-${id}`)).toBe(color.toLowerCase());
    },
  );

  it('defines no score colour that the contracts do not know', () => {
    const defined = [...css.matchAll(/--score-([a-z-]+):/g)].map((m) => m[1]);
    expect(defined.sort()).toEqual(SCORE_BANDS.map((b) => b.id).sort());
  });
});
