import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHANGES_FIXTURE } from '@/test-utils/stock-fixtures';
import { WhatChangedSection } from './what-changed-section';

describe('"What changed since" (issue 22)', () => {
  it('says the score, price and filing moves, the factors and the reasons of a fixture answer', () => {
    render(<WhatChangedSection changes={CHANGES_FIXTURE} />);
    const section = screen.getByRole('region', { name: 'What changed since Oct 31, 2026' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'What changed since Oct 31, 2026' }),
    ).toBeTruthy();

    const [summary, factorList, reasonList] = within(section).getAllByRole('list');
    const lines = within(summary!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Score 49 (Weak) → 51 (Fair)',
      'Last close $120.00 → $100.00 (−16.7%)',
      'New filing: Oct 30, 2026',
    ]);

    expect(factorList!.getAttribute('aria-labelledby')).toBeTruthy();
    const factorRows = within(factorList!).getAllByRole('listitem');
    expect(factorRows.map((li) => li.textContent)).toEqual([
      'ValueGood → Fair72 → 65',
      'ProfitabilityExcellent91 → 93',
    ]);

    const reasons = within(reasonList!).getAllByRole('listitem');
    expect(reasons).toHaveLength(2);
    expect(within(reasons[0]!).getByRole('img', { name: 'raised the score' })).toBeTruthy();
    expect(reasons[0]!.textContent).toContain(CHANGES_FIXTURE.reasons[0]!.text);
    expect(within(reasons[0]!).getByText('Value')).toBeTruthy();
    expect(within(reasons[1]!).getByRole('img', { name: 'lowered the score' })).toBeTruthy();
    expect(reasons[1]!.textContent).toContain(CHANGES_FIXTURE.reasons[1]!.text);
    expect(within(reasons[1]!).getByText('Profitability')).toBeTruthy();
  });

  it('leaves out the price and filing lines when they did not move, and reads a missing score', () => {
    render(
      <WhatChangedSection
        changes={{
          ...CHANGES_FIXTURE,
          scoreBefore: null,
          bandBefore: null,
          bandChanged: false,
          price: null,
          filing: null,
          factors: [],
          reasons: [],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: /What changed since/ });
    const lists = within(section).getAllByRole('list');
    expect(lists).toHaveLength(1);
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Score not available → 51 (Fair)']);
    expect(within(section).queryByText(/Last close/)).toBeNull();
    expect(within(section).queryByText(/New filing/)).toBeNull();
  });

  it('says when a change of the factor weights moved the score (ADR 032)', () => {
    render(
      <MemoryRouter>
        <WhatChangedSection changes={{ ...CHANGES_FIXTURE, weights: { effect: -4.4 } }} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: /What changed since/ });
    const [summary] = within(section).getAllByRole('list');
    const last = within(summary!).getAllByRole('listitem').at(-1)!;
    expect(last.textContent).toBe(
      'The factor weights were learnt again from newer data (walk-forward rule): on their own they moved the score down by 4.4 points before ranking',
    );
    expect(within(last).getByRole('link', { name: 'walk-forward rule' }).getAttribute('href')).toBe(
      '/evidence',
    );
  });
});
