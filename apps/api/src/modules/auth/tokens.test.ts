import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './tokens';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token once and remembers it only until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256-0123456789');
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).toBe(42);
    expect(await tokens.verify(token)).toBe(42);
    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a token changed by one character, or signed with another secret, even after a good one', async () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256-0123456789');
    const token = await tokens.sign(7);
    expect(await tokens.verify(token)).toBe(7);
    // A character inside the signature: the last one carries 2 unused bits of the 32-byte HMAC,
    // so changing it (A → B) can leave the decoded signature as it was (1 run in 16 failed).
    const at = token.length - 5;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    await expect(tokens.verify(changed)).rejects.toMatchObject({ status: 401 });
    const other = await createAccessTokens('another-secret-of-enough-length-0123456789').sign(7);
    await expect(tokens.verify(other)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an unsigned token (alg none), one with a changed payload, and one without exp', async () => {
    const tokens = createAccessTokens('a-secret-of-enough-length-for-hs256-0123456789');
    const token = await tokens.sign(9);
    const [, payload, signature] = token.split('.');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    await expect(tokens.verify(none)).rejects.toMatchObject({ status: 401 });
    const changed = `${token.split('.')[0]}.${b64({ ...claims, sub: '1' })}.${signature}`;
    await expect(tokens.verify(changed)).rejects.toMatchObject({ status: 401 });
    const { exp: _exp, ...forever } = claims;
    const key = new TextEncoder().encode('a-secret-of-enough-length-for-hs256-0123456789');
    const { SignJWT } = await import('jose');
    const noExp = await new SignJWT(forever).setProtectedHeader({ alg: 'HS256' }).sign(key);
    await expect(tokens.verify(noExp)).rejects.toMatchObject({ status: 401 });
  });

  describe('a token signed with the real key is still refused', () => {
    const secret = 'a-secret-of-enough-length-for-hs256-0123456789';
    // Signs claims as `sign` does, with the fields a forger would change.
    async function forged(claims: { sub: string; iat: number; exp: number }): Promise<string> {
      const { SignJWT } = await import('jose');
      return new SignJWT({ iat_ms: claims.iat * 1000 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer('evident')
        .setAudience('evident-web')
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .sign(new TextEncoder().encode(secret));
    }
    const now = () => Math.floor(Date.now() / 1000);

    it('when it lives longer than an access token does (exp 10 years ahead)', async () => {
      const tokens = createAccessTokens(secret);
      const token = await forged({ sub: '5', iat: now(), exp: now() + 10 * 365 * 86_400 });
      await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
    });

    it('when it was issued in the future (beyond a minute of clock skew)', async () => {
      const tokens = createAccessTokens(secret);
      const iat = now() + 300;
      const token = await forged({ sub: '5', iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS });
      await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
      // A few seconds of skew between servers still passes.
      const near = await forged({ sub: '5', iat: now() + 5, exp: now() + 5 + 60 });
      expect(await tokens.verify(near)).toBe(5);
    });

    it.each(['1e0', '05', '+5', '5.0', ' 5', '0x5', '0', '-5', '9007199254740993'])(
      'when its subject %j is not the canonical form of a user id',
      async (sub) => {
        const tokens = createAccessTokens(secret);
        const token = await forged({ sub, iat: now(), exp: now() + 60 });
        await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401 });
      },
    );
  });
});
