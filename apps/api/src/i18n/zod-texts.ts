import { util } from 'zod/v4/core';
import type { MessageId, ServerText } from './translate';
import { render } from './translate';

/*
 * Zod's own English messages (its `en` locale), given as codes with figures: an issue's code and
 * figures pick the catalogue text (ADR 055), so a Spanish or Ukrainian reader reads zod's message
 * in their language. The text is used only when its English is the issue's message, word for
 * word: a schema's own message (the contracts') is not zod's, and is found by its English.
 */

/** An issue as the validator compiler hands it to the error handler. */
export interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const TYPES = new Set([
  'string',
  'number',
  'int',
  'bigint',
  'boolean',
  'array',
  'tuple',
  'object',
  'record',
  'map',
  'set',
  'date',
  'file',
  'null',
  'nan',
  'function',
  'symbol',
]);
/** A type zod names, as a text (its English is the name itself), or the name as it is. */
const typeName = (type: unknown): ServerText | string => {
  const name = String(type);
  if (name === 'NaN') return { id: 'zod.type.nan' };
  return TYPES.has(name) ? { id: `zod.type.${name}` as MessageId } : name;
};

/** The unit of a sized thing in zod's messages. */
const UNITS: Record<string, 'characters' | 'bytes' | 'items' | 'entries'> = {
  string: 'characters',
  file: 'bytes',
  array: 'items',
  set: 'items',
  map: 'entries',
};
const NUMBERS = new Set(['number', 'int', 'bigint', 'date']);

function bound(
  kind: 'tooBig' | 'tooSmall',
  p: Record<string, unknown>,
): 'exactly' | 'max' | 'below' | 'min' | 'above' {
  if (p.exact) return 'exactly';
  if (kind === 'tooBig') return p.inclusive ? 'max' : 'below';
  return p.inclusive ? 'min' : 'above';
}

/** A too_big or too_small issue's text. */
function sizeText(kind: 'tooBig' | 'tooSmall', p: Record<string, unknown>): ServerText | null {
  const origin = String(p.origin);
  const limit = kind === 'tooBig' ? p.maximum : p.minimum;
  if (typeof limit !== 'number' && typeof limit !== 'bigint') return null;
  const unit = UNITS[origin];
  if (unit !== undefined && typeof limit === 'number') {
    return {
      id: `zod.${kind}.${origin}` as MessageId,
      vars: {
        bound: { id: `zod.sizeBound.${bound(kind, p)}` },
        count: limit,
        unit: { id: `zod.unit.${unit}`, vars: { count: limit } },
      },
    };
  }
  if (!NUMBERS.has(origin)) return null;
  return {
    id: `zod.${kind}.${origin}` as MessageId,
    vars: { bound: { id: `zod.numberBound.${bound(kind, p)}` }, limit: limit.toString() },
  };
}

const FORMATS: Record<string, [MessageId, string]> = {
  starts_with: ['zod.startsWith', 'prefix'],
  ends_with: ['zod.endsWith', 'suffix'],
  includes: ['zod.includes', 'includes'],
  regex: ['zod.pattern', 'pattern'],
};

/** The text an issue's code and figures give, whatever its message. */
function codedText(issue: ValidationIssue): ServerText | null {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      return p.received === 'undefined'
        ? { id: 'zod.missing', vars: { expected: typeName(p.expected) } }
        : {
            id: 'zod.invalidType',
            vars: { expected: typeName(p.expected), received: typeName(p.received) },
          };
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? (p.values as util.Primitive[]) : null;
      if (!values) return null;
      return values.length === 1
        ? { id: 'zod.invalidLiteral', vars: { value: util.stringifyPrimitive(values[0]) } }
        : { id: 'zod.invalidOption', vars: { values: util.joinValues(values, '|') } };
    }
    case 'too_big':
      return sizeText('tooBig', p);
    case 'too_small':
      return sizeText('tooSmall', p);
    case 'invalid_format': {
      const format = FORMATS[String(p.format)];
      return format ? { id: format[0], vars: { value: String(p[format[1]]) } } : null;
    }
    case 'not_multiple_of':
      return { id: 'zod.multipleOf', vars: { divisor: String(p.divisor) } };
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? (p.keys as string[]) : [];
      return {
        id: 'zod.unrecognizedKeys',
        vars: { count: keys.length > 1 ? keys.length : 1, keys: util.joinValues(keys, ', ') },
      };
    }
    case 'invalid_key':
      return { id: 'zod.invalidKey', vars: { origin: typeName(p.origin) } };
    case 'invalid_element':
      return { id: 'zod.invalidElement', vars: { origin: typeName(p.origin) } };
    case 'invalid_union': {
      const options = Array.isArray(p.options) ? (p.options as unknown[]) : [];
      if (options.length === 0) return null;
      return {
        id: 'zod.invalidDiscriminator',
        vars: { options: options.map((o) => `'${String(o)}'`).join(' | ') },
      };
    }
    default:
      return null;
  }
}

/** The text of an issue whose message is zod's own, or null (a schema's own message). */
export function zodText(issue: ValidationIssue): ServerText | null {
  const text = codedText(issue);
  return text !== null && render(text, 'en') === issue.message ? text : null;
}
