import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockConfigFetch, renderRoutes } from '@/test-utils/render';
import { METHODOLOGY_FIXTURE } from '@/test-utils/stock-fixtures';
import { routes } from '../router';

describe('/glossary', () => {
  it('shows the metric catalogue of GET /methodology, each metric at its anchor', async () => {
    const fetchMock = mockConfigFetch({ '/api/v1/methodology': () => METHODOLOGY_FIXTURE });
    renderRoutes(routes, '/glossary#fcfYield');
    await waitFor(() => expect(document.getElementById('fcfYield')?.tagName).toBe('ARTICLE'));
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Free cash flow yield' })).toBeTruthy();
    expect(document.getElementById('earningsYield')?.tagName).toBe('ARTICLE');
    expect(document.title).toBe('Glossary · Evident');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/v1/methodology');
  });

  it('says when the catalogue could not be loaded', async () => {
    mockConfigFetch({
      '/api/v1/methodology': () =>
        json({ success: false, error: { code: 'INTERNAL', message: 'Boom' } }, 500),
    });
    renderRoutes(routes, '/glossary');
    expect(
      await screen.findByText('The glossary could not be loaded. Please try again later.'),
    ).toBeTruthy();
  });
});
