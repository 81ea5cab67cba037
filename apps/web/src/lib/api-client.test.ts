import { setLanguage } from '@/i18n/i18n';
import { publicConfigResponse } from '@evident/contracts/public-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '@/test-utils/render';
import {
  ApiError,
  apiRequest,
  errorText,
  messageText,
  serverMessageOf,
  UNKNOWN_ERROR_MESSAGE,
} from './api-client';
import { readOnlyPageAnswers } from './page-answers';

function respond(body: unknown, status = 200) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(text, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respond>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

const getConfig = (signal?: AbortSignal) =>
  apiRequest('/config', { schema: publicConfigResponse, signal });

describe('apiRequest headers (spec §7)', () => {
  it('sends JSON content type, the interface locale as accept-language and the public API key', async () => {
    const fetchMock = respond({ success: true, data: TEST_CONFIG });
    await getConfig();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/config');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en-US');
    expect(headers.get('x-api-key')).toBe('evident-public-web');
    expect(headers.has('authorization')).toBe(false);
  });

  it('asks in the chosen language once the user picks one (issue 23)', async () => {
    await setLanguage('uk');
    try {
      const fetchMock = respond({ success: true, data: TEST_CONFIG });
      await getConfig();
      expect(sentHeaders(fetchMock).get('accept-language')).toBe('uk-UA');
    } finally {
      await setLanguage('en');
    }
  });

  it('adds a bearer token when accessToken is stored', async () => {
    localStorage.setItem('accessToken', 'abc.def');
    const fetchMock = respond({ success: true, data: TEST_CONFIG });
    await getConfig();
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer abc.def');
  });

  it('treats a blank accessToken as signed out', async () => {
    localStorage.setItem('accessToken', '   ');
    const fetchMock = respond({ success: true, data: TEST_CONFIG });
    await getConfig();
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });

  it('serialises the body and the defined query parameters', async () => {
    const fetchMock = respond({ success: true, data: TEST_CONFIG });
    await apiRequest('/config', {
      schema: publicConfigResponse,
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, search: 'apple inc', skip: undefined },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/config?page=2&search=apple+inc');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
  });
});

describe('apiRequest answers', () => {
  it('resolves to the envelope data', async () => {
    respond({ success: true, data: TEST_CONFIG, message: 'ok' });
    await expect(getConfig()).resolves.toEqual(TEST_CONFIG);
  });

  it('throws ApiError with the status and the server message', async () => {
    respond({ success: false, message: 'Invalid API key' }, 401);
    const error = await getConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid API key', name: 'ApiError' });
  });

  it('uses "Unknow" when the server gives no message (spec §8)', async () => {
    respond('<html>Bad gateway</html>', 502);
    await expect(getConfig()).rejects.toMatchObject({ status: 502, message: 'Unknow' });
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknow');
  });

  it("shows its own messages in the interface language, the server's as written (issue 23)", async () => {
    expect(messageText(UNKNOWN_ERROR_MESSAGE)).toBe('Unknow');
    await setLanguage('es');
    try {
      expect(messageText(UNKNOWN_ERROR_MESSAGE)).toBe('Error desconocido');
      expect(messageText('Unauthorized')).toBe('No autorizado');
      expect(messageText('Token refresh failed')).toBe(
        'No se ha podido renovar el token de sesión',
      );
      expect(messageText('El correo ya está registrado')).toBe('El correo ya está registrado');
      // Not a message of ours, though a property of every object.
      expect(messageText('toString')).toBe('toString');
    } finally {
      await setLanguage('en');
    }
  });

  it('says what a failed call means on screen: errorText and serverMessageOf (issue 23, spec §8)', async () => {
    const noAnswer = new ApiError(0, UNKNOWN_ERROR_MESSAGE);
    const refused = new ApiError(409, 'El correo ya está registrado');
    expect(errorText(noAnswer, 'fallback')).toBe('Unknow');
    expect(errorText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessageOf(noAnswer)).toBeNull();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf(refused)).toBe('El correo ya está registrado');
    // The request layer's own messages are not the server's.
    expect(serverMessageOf(new ApiError(401, 'Token refresh failed'))).toBeNull();
    await setLanguage('es');
    try {
      // A call that got no answer, shown in a Spanish interface: not the English "Unknow".
      expect(errorText(noAnswer, 'fallback')).toBe('Error desconocido');
      expect(errorText(refused, 'fallback')).toBe('El correo ya está registrado');
    } finally {
      await setLanguage('en');
    }
  });

  it('rejects an error envelope even with a 200 status', async () => {
    respond({ success: false, message: 'Nope' }, 200);
    await expect(getConfig()).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  it('rejects an answer that does not match the contract', async () => {
    respond({ success: true, data: { version: 1 } });
    await expect(getConfig()).rejects.toMatchObject({ status: 200, message: 'Unknow' });
  });

  it('maps a network failure to status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getConfig()).rejects.toMatchObject({ status: 0, message: 'Unknow' });
  });

  it('passes the abort signal and lets an abort through untouched', async () => {
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const pending = getConfig(controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('a page rendered on the server (ADR 028)', () => {
  afterEach(() => readOnlyPageAnswers(null));
  const other = { ...TEST_CONFIG, googleClientId: 'from-the-network' };
  const answers = (body: unknown) =>
    readOnlyPageAnswers(new Map([['/api/v1/config', { body: JSON.stringify(body), status: 200 }]]));

  it('reads the answers the page is rendered with, never the network', async () => {
    answers({ success: true, data: TEST_CONFIG });
    const fetchMock = respond({ success: true, data: other });
    expect(await getConfig()).toEqual(TEST_CONFIG);
    expect(await getConfig()).toEqual(TEST_CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails at once a read without an answer, and any write', async () => {
    answers({ success: true, data: TEST_CONFIG });
    const fetchMock = respond({ success: true, data: other });
    await expect(apiRequest('/health', { schema: publicConfigResponse })).rejects.toEqual(
      new ApiError(0, UNKNOWN_ERROR_MESSAGE),
    );
    await expect(
      apiRequest('/config', { schema: publicConfigResponse, method: 'POST', body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks an answer against the contract like any answer', async () => {
    answers({ success: true, data: { nope: 1 } });
    respond({ success: true, data: other });
    await expect(getConfig()).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the network again once the render is over', async () => {
    answers({ success: true, data: TEST_CONFIG });
    readOnlyPageAnswers(null);
    const fetchMock = respond({ success: true, data: other });
    expect(await getConfig()).toEqual(other);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
