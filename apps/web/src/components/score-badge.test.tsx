import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBadge } from './score-badge';

describe('ScoreBadge', () => {
  it.each([
    [95, 'dark-green', 'Excellent'],
    [70, 'green', 'Good'],
    [55.4, 'light-green', 'Fair'],
    [20, 'yellow', 'Weak'],
    [3, 'red', 'Poor'],
  ])('score %d uses the %s band', (score, band, label) => {
    render(<ScoreBadge score={score} showLabel />);
    const badge = screen.getByRole('img', {
      name: `Evident Score ${Math.round(score)} of 100, ${label}`,
    });
    expect(badge.getAttribute('data-band')).toBe(band);
    expect(badge.getAttribute('style')).toContain(`var(--score-${band})`);
    expect(badge.textContent).toContain(label);
  });

  it('clamps and rounds the number it shows', () => {
    render(<ScoreBadge score={104.6} />);
    expect(screen.getByRole('img').textContent).toBe('100');
  });
});
