import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { successEnvelope } from '@evident/contracts/envelope';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { freeSubscription } from '@/test-utils/subscription-fixture';

const schema = successEnvelope(z.object({ ok: z.boolean() }));
const USER = { firstName: 'Ada', lastName: null, email: 'ada@example.com', photoURL: null };
const SUBSCRIPTION = freeSubscription();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(options: { refreshOk?: boolean; refreshAnswer?: unknown } = {}) {
  const calls: { url: string; auth: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ url, auth });
    if (url === '/api/v1/auth/refresh-token') {
      await new Promise((r) => setTimeout(r, 20));
      return options.refreshOk === false
        ? json({ success: false, message: 'Token refresh failed' }, 401)
        : json(
            options.refreshAnswer ?? {
              success: true,
              data: {
                token: 'new-access',
                refreshToken: 'new-refresh',
                user: USER,
                subscription: SUBSCRIPTION,
              },
            },
          );
    }
    return auth === 'Bearer new-access'
      ? json({ success: true, data: { ok: true } })
      : json({ success: false, message: 'Unauthorized' }, 401);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('token refresh (spec §4, §8)', () => {
  it('concurrent 401s cause exactly one refresh, then each request is retried once', async () => {
    localStorage.setItem('accessToken', 'old-access');
    localStorage.setItem('refreshToken', '"old-refresh"');
    const calls = server();
    const results = await Promise.all([
      apiRequest('/a', { schema }),
      apiRequest('/b', { schema }),
      apiRequest('/c', { schema }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/v1/a').map((c) => c.auth)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(JSON.parse(localStorage.getItem('usr')!)).toEqual(USER);
  });

  it('a failed refresh clears every stored auth key and ends the session as "Unauthorized"', async () => {
    localStorage.setItem('accessToken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    localStorage.setItem('usr', JSON.stringify(USER));
    localStorage.setItem('user-subscription', '{}');
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    server({ refreshOk: false });
    await expect(apiRequest('/a', { schema })).rejects.toEqual(
      new ApiError(401, 'Token refresh failed'),
    );
    for (const key of ['accessToken', 'refreshToken', 'usr', 'user', 'user-subscription']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(ended).toHaveBeenCalledWith('Unauthorized');
  });

  it('a refresh answer that does not match the contract is refused, and nothing of it is stored', async () => {
    localStorage.setItem('accessToken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    // A token but no user: a half answer must not become a session.
    server({ refreshAnswer: { success: true, data: { token: 'new-access', refreshToken: 'r' } } });
    await expect(apiRequest('/a', { schema })).rejects.toEqual(
      new ApiError(401, 'Token refresh failed'),
    );
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(ended).toHaveBeenCalledWith('Unauthorized');
  });

  it('without a refresh token: "No refresh token available" and the session ends', async () => {
    localStorage.setItem('accessToken', 'old-access');
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    server();
    await expect(apiRequest('/a', { schema })).rejects.toEqual(
      new ApiError(401, 'No refresh token available'),
    );
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a 401 on a call made without a token is an ordinary error (e.g. a wrong password)', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    const calls = server();
    await expect(apiRequest('/a', { schema })).rejects.toBeInstanceOf(ApiError);
    expect(calls.some((c) => c.url.endsWith('/auth/refresh-token'))).toBe(false);
    expect(ended).not.toHaveBeenCalled();
    await expect(apiRequest('/a', { schema, requiresAuth: true })).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledWith('Cannot access resources');
  });
});
