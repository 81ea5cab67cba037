import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n/i18n';
import { englishLeft, resetLanguageAfterEach } from '@/test-utils/languages';
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

describe('ScoreBadge in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();

  it('names the band in the interface language', async () => {
    await setLanguage('uk');
    const { container, unmount } = render(<ScoreBadge score={95} showLabel />);
    expect(screen.getByRole('img', { name: 'Evident Score: 95 зі 100, Відмінна' })).toBeTruthy();
    expect(englishLeft(container)).toEqual([]);
    unmount();
    await setLanguage('es');
    render(<ScoreBadge score={3} showLabel />);
    expect(
      screen.getByRole('img', { name: 'Evident Score de 3 sobre 100, Deficiente' }),
    ).toBeTruthy();
  });
});
