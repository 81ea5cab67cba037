import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyLogo, WHITE_SHARE_FOR_DARK, whiteShareOf } from './company-logo';

const pixels = (white: number, total: number) => {
  const data = new Uint8ClampedArray(total * 4);
  for (let i = 0; i < total; i++) {
    const v = i < white ? 255 : 20;
    data.set([v, v, v, 255], i * 4);
  }
  return data;
};

describe('company logo (spec §2)', () => {
  it('counts opaque near-white pixels; more than 5% switches to a dark background', () => {
    expect(whiteShareOf(pixels(5, 100))).toBe(0.05);
    expect(whiteShareOf(pixels(6, 100)) > WHITE_SHARE_FOR_DARK).toBe(true);
    expect(whiteShareOf(pixels(5, 100)) > WHITE_SHARE_FOR_DARK).toBe(false);
    // Transparent white does not count.
    const clear = pixels(100, 100).map((v, i) => (i % 4 === 3 ? 0 : v));
    expect(whiteShareOf(clear)).toBe(0);
  });

  it('falls back to the bundled image when there is no logo or it fails to load', () => {
    const { rerender } = render(<CompanyLogo src={null} name="Acme" />);
    const fallback = screen.getByRole('img', { name: 'Acme logo' }).getAttribute('src');
    rerender(<CompanyLogo src="https://logos.example.test/acme.com" name="Acme" />);
    const img = screen.getByRole('img', { name: 'Acme logo' });
    expect(img.getAttribute('src')).toBe('https://logos.example.test/acme.com');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toBe(fallback);
  });
});
