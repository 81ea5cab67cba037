import { expect, type APIRequestContext } from '@playwright/test';

const HEADERS = { 'x-api-key': 'evident-public-web' };

/** Waits until the server has imported and scored the e2e snapshot (a few seconds after start). */
export async function waitForScores(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/companies/coverage', { headers: HEADERS });
        if (!res.ok()) return null;
        return ((await res.json()) as { data: { asOf: string | null } }).data.asOf;
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .not.toBeNull();
}
