/**
 * `parse` remembered per header value: a browser sends the same value on every call, so a hot
 * route parses it once, not once per request. Bounded: forgotten when `max` values are held, so a
 * client sending random values cannot grow it.
 */
export function memoizeHeader<T>(parse: (value: string) => T, max = 256): (value: string) => T {
  const seen = new Map<string, T>();
  return (value) => {
    let parsed = seen.get(value);
    if (parsed === undefined) {
      parsed = parse(value);
      if (seen.size >= max) seen.clear();
      seen.set(value, parsed);
    }
    return parsed;
  };
}
