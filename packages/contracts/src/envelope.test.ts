import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelope, successEnvelope } from './envelope';

describe('answer envelope', () => {
  const answer = successEnvelope(z.object({ n: z.number() }));
  it('accepts a success with data and optional message', () => {
    expect(answer.safeParse({ success: true, data: { n: 1 } }).success).toBe(true);
    expect(answer.safeParse({ success: true, data: { n: 1 }, message: 'ok' }).success).toBe(true);
  });
  it('rejects a success without data of the right shape', () => {
    expect(answer.safeParse({ success: true }).success).toBe(false);
    expect(answer.safeParse({ success: true, data: { n: 'x' } }).success).toBe(false);
    expect(answer.safeParse({ success: false, data: { n: 1 } }).success).toBe(false);
  });
  it('error envelope needs success false and a message', () => {
    expect(errorEnvelope.safeParse({ success: false, message: 'Invalid API key' }).success).toBe(
      true,
    );
    expect(errorEnvelope.safeParse({ success: false }).success).toBe(false);
  });
});
