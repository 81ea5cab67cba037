import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CompanyLogo,
  MONOGRAM_PALETTE,
  WHITE_SHARE_FOR_DARK,
  monogramColours,
  monogramInitials,
  whiteShareOf,
} from './company-logo';

const pixels = (white: number, total: number) => {
  const data = new Uint8ClampedArray(total * 4);
  for (let i = 0; i < total; i++) {
    const v = i < white ? 255 : 20;
    data.set([v, v, v, 255], i * 4);
  }
  return data;
};

/** WCAG 2.2 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

// The themes the app has: tokens.css declares its colour schemes; the spec (§1) forces light.
const tokens = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../styles/tokens.css'),
  'utf8',
);
const themes = [...tokens.matchAll(/color-scheme:\s*([a-z ]+);/g)].map((m) => m[1]!.trim());

describe('company logo (spec §2)', () => {
  it('counts opaque near-white pixels; more than 5% switches to a dark background', () => {
    expect(whiteShareOf(pixels(5, 100))).toBe(0.05);
    expect(whiteShareOf(pixels(6, 100)) > WHITE_SHARE_FOR_DARK).toBe(true);
    expect(whiteShareOf(pixels(5, 100)) > WHITE_SHARE_FOR_DARK).toBe(false);
    // Transparent white does not count.
    const clear = pixels(100, 100).map((v, i) => (i % 4 === 3 ? 0 : v));
    expect(whiteShareOf(clear)).toBe(0);
  });

  it('shows a monogram when there is no logo, and when the logo fails to load', () => {
    const { rerender } = render(<CompanyLogo src={null} name="Acme" ticker="ACME" />);
    const monogram = screen.getByRole('img', { name: 'Acme logo' });
    expect(monogram.tagName).toBe('SPAN');
    expect(monogram.textContent).toBe('AC');
    const [background, color] = monogramColours('ACME');
    expect(monogram.style.background).toBe(hexToRgb(background));
    expect(monogram.style.color).toBe(hexToRgb(color));

    rerender(<CompanyLogo src="https://logos.example.test/acme.com" name="Acme" ticker="ACME" />);
    const img = screen.getByRole('img', { name: 'Acme logo' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('https://logos.example.test/acme.com');
    fireEvent.error(img);
    const after = screen.getByRole('img', { name: 'Acme logo' });
    expect(after.tagName).toBe('SPAN');
    expect(after.textContent).toBe('AC');
  });
});

describe('monogram', () => {
  it('takes one or two characters from the ticker', () => {
    expect(monogramInitials('AAPL')).toBe('AA');
    expect(monogramInitials('msft')).toBe('MS');
    // One-letter tickers keep their one letter.
    expect(monogramInitials('F')).toBe('F');
    expect(monogramInitials('V')).toBe('V');
    // Share classes: the first character of each part, so BRK.A and BRK.B differ.
    expect(monogramInitials('BRK.B')).toBe('BB');
    expect(monogramInitials('BRK-A')).toBe('BA');
    expect(monogramInitials('BF.B')).toBe('BB');
    // Numeric tickers (foreign listings) keep their digits.
    expect(monogramInitials('1810')).toBe('18');
    expect(monogramInitials('7')).toBe('7');
    // The API's tickers carry the exchange; the monogram is the symbol's.
    expect(monogramInitials('NASDAQ:AAPL')).toBe('AA');
    expect(monogramInitials('NYSE:BRK.B')).toBe('BB');
  });

  it('derives the colour from the ticker alone, the same every time and in any case', () => {
    const tickers = ['AAPL', 'MSFT', 'BRK.B', 'F', '1810', 'GOOGL', 'NVDA', 'JPM', 'XOM', 'KO'];
    for (const ticker of tickers) {
      expect(monogramColours(ticker)).toBe(monogramColours(ticker));
      expect(monogramColours(ticker.toLowerCase())).toBe(monogramColours(ticker));
      expect(MONOGRAM_PALETTE).toContain(monogramColours(ticker));
      expect(monogramColours(`NASDAQ:${ticker}`)).toBe(monogramColours(ticker));
    }
    // Fixed values: a change of hash or palette order recolours every company, so it shows here.
    expect(monogramColours('AAPL')).toEqual(MONOGRAM_PALETTE[hashIndex('AAPL')]);
    // Spread over the palette rather than one colour for all.
    const used = new Set(tickers.map((ticker) => monogramColours(ticker)));
    expect(used.size).toBeGreaterThanOrEqual(5);
  });

  it.each(MONOGRAM_PALETTE.map(([bg, fg]) => [bg, fg]))(
    'text on %s reaches WCAG AA (4.5:1), with the better of light and dark text',
    (background, text) => {
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(background, text)).toBe(
        Math.max(contrast(background, '#ffffff'), contrast(background, '#121720')),
      );
    },
  );

  it('reads the same in every theme: its colours are its own, and the app has the light theme only', () => {
    // The tile sets its background and text colour itself (checked above on the element), so
    // no theme token changes them. Spec §1 forces the light theme; a second theme added to
    // tokens.css fails here, to check the tile's border and the palette against its page.
    expect(themes).toEqual(['light']);
  });
});

/** FNV-1a, written out again here so that the test does not just call the code under test. */
function hashIndex(ticker: string): number {
  let h = 2166136261;
  for (const ch of ticker) {
    h = Number((BigInt((h ^ ch.charCodeAt(0)) >>> 0) * 16777619n) % 4294967296n);
  }
  return h % MONOGRAM_PALETTE.length;
}

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}
