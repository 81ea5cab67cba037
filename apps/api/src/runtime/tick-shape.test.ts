import { describe, expect, it } from 'vitest';
import { heldTickObject, holdTickObjectShape } from './tick-shape';

describe('holdTickObjectShape', () => {
  it("holds one of Node's own next-tick objects, once, and leaves no hook behind", async () => {
    expect(holdTickObjectShape()).toBe(true);
    const held = heldTickObject();
    // The object nextTick queues: its two async-id symbols, then callback and args.
    const symbols = Object.getOwnPropertySymbols(held).map((s) => s.description);
    expect(symbols).toEqual(['async_id_symbol', 'trigger_async_id_symbol']);
    expect(Object.keys(held!)).toEqual(['callback', 'args']);
    expect(typeof (held as { callback: unknown }).callback).toBe('function');

    // Idempotent: a second call keeps the same object.
    expect(holdTickObjectShape()).toBe(true);
    expect(heldTickObject()).toBe(held);

    // The momentary hook is gone: later ticks still run, and are not captured.
    await new Promise<void>((resolve) => process.nextTick(resolve));
    expect(heldTickObject()).toBe(held);
  });
});
