import { createHook } from 'node:async_hooks';

/**
 * Keeps the shape of Node's next-tick objects alive for the life of the process.
 *
 * `process.nextTick` (called several times per HTTP request by Node's streams and HTTP server)
 * queues `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`. An object
 * literal that starts with a computed key gets its first map from V8's per-context literal map
 * cache, which holds maps weakly. In a server whose heap churns (loading the read model, score
 * runs), a full GC can find no tick object alive and drop that map; the next tick makes a new
 * one, and the property-definition sites in `nextTick` see another map each time. After a few,
 * V8 stops inlining them and every `nextTick` defines its properties in the runtime: measured
 * here as ~3× the cost of a `nextTick` and ~15–25% more CPU per cached API request (ADR 012).
 * One tick object held here keeps its map, and the maps it came from, alive.
 *
 * The object is captured with a momentary async hook on one `nextTick` (its resource is the tick
 * object itself); the hook is disabled again before this returns.
 */
let held: object | undefined;

export function holdTickObjectShape(): boolean {
  if (held !== undefined) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && held === undefined) held = resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return held !== undefined;
}

/** The held tick object (tests check that a real one was captured). */
export function heldTickObject(): object | undefined {
  return held;
}
