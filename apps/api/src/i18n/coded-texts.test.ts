import { chartParams } from '@evident/contracts/charts';
import { LIST_MESSAGES } from '@evident/contracts/lists';
import { PAYMENT_MESSAGES } from '@evident/contracts/payments';
import {
  applyFiltersBody,
  applyFiltersQuery,
  downloadFiltersQuery,
  SCREENER_MESSAGES,
} from '@evident/contracts/screener';
import { batchQuery, stockSearchQuery } from '@evident/contracts/stocks';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BAD_TEXT_MESSAGE } from '../http/text-guard';
import { validatorCompiler } from '../http/validator-compiler';
import { en } from './catalogue/en';
import { SCHEMA_TEXT_BY_ENGLISH, SCHEMA_TEXTS } from './schema-messages';
import { baseId, render, t, type MessageId, type ServerText } from './translate';
import { zodText, type ValidationIssue } from './zod-texts';

/*
 * The messages with a variable part are written from their code and figures (ADR 055, issue 54):
 * every such code reads in Spanish and Ukrainian with no English left, its English is the
 * contracts' words byte for byte, and zod's own messages are found by their issue code.
 */

/**
 * The ids of the texts with a variable part and the words they are made of, and of the texts
 * issue 54 moved into the catalogues (the company page's, the share card's).
 */
const CODED = [
  ...new Set(
    Object.keys(en)
      .map(baseId)
      .filter(
        (id) =>
          /^(zod|validation|attribute|buyback|faq|share)\./.test(id) ||
          (/^(error|stocks|payments|lists|screener)\./.test(id) &&
            /\{\{/.test(en[id as keyof typeof en] ?? en[`${id}_other` as keyof typeof en] ?? '')),
      ),
  ),
] as MessageId[];

/** Texts that read the same in every language: a field path, a symbol, a name. */
const SAME_EVERYWHERE = new Set([
  'validation.fieldIssue',
  'share.score',
  'share.title',
  'share.titleNone',
  'payments.planTitle',
  'payments.tier.pro',
  'zod.type.nan',
  'zod.unit.bytes',
]);
/** Latin words of three letters or more that are not a figure's data nor a name. */
const NAMES = new Set(['Unicode', 'NaN', 'Pro', 'Evident', 'Score']);
const latinWords = (text: string) =>
  (text.replace(/«[^»]*»/g, '').match(/[A-Za-z]{3,}/g) ?? []).filter(
    (w) => !NAMES.has(w) && w !== w.toUpperCase(),
  );

/** Sample figures: digits and symbols only, so any Latin word left is the text's own. */
const sample = (id: MessageId) => {
  const names = new Set(
    [...Object.entries(en)]
      .filter(([key]) => baseId(key) === id)
      .flatMap(([, text]) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!)),
  );
  return Object.fromEntries([...names].map((n) => [n, n === 'count' ? 3 : `#${n.length}`]));
};

describe('texts with a variable part, by code (issue 54)', () => {
  it('are many: every message the patterns over English used to match has its code', () => {
    expect(CODED.length).toBeGreaterThan(60);
    for (const id of [
      'lists.limitReached.watchlist',
      'zod.invalidType',
      'error.badTextAt',
      'attribute.sentence',
      'faq.value',
      'share.description',
    ]) {
      expect(CODED).toContain(id);
    }
  });

  for (const language of ['es', 'uk'] as const) {
    it(`read in ${language} with no English left, in every plural form`, () => {
      for (const id of CODED) {
        for (const count of [1, 3, 5, 21, 1_000_000]) {
          const vars = { ...sample(id), count };
          const text = t(language, id, vars);
          if (!SAME_EVERYWHERE.has(id)) {
            expect(text, `${language} ${id}`).not.toBe(t('en', id, vars));
          }
          // Ukrainian is written in Cyrillic: a Latin word in it is English left behind.
          if (language === 'uk') expect(latinWords(text), `${id}: ${text}`).toEqual([]);
        }
      }
    });
  }

  it('write the contracts’ English byte for byte', () => {
    const pairs: [ServerText, string][] = [
      [{ id: 'payments.analysisLimit', vars: { count: 1 } }, PAYMENT_MESSAGES.analysisLimit(1)],
      [{ id: 'payments.analysisLimit', vars: { count: 22 } }, PAYMENT_MESSAGES.analysisLimit(22)],
      [
        { id: 'lists.limitReached.watchlist', vars: { count: 1 } },
        LIST_MESSAGES.limitReached('watchlist', 1),
      ],
      [
        { id: 'lists.limitReached.portfolio', vars: { count: 25 } },
        LIST_MESSAGES.limitReached('portfolio', 25),
      ],
      [
        { id: 'lists.unknownCompanies', vars: { tickers: 'NASDAQ:NOPE, ZZZZ' } },
        LIST_MESSAGES.unknownCompanies(['NASDAQ:NOPE', 'ZZZZ']),
      ],
      [{ id: 'lists.notInList', vars: { symbols: 'AAPL' } }, LIST_MESSAGES.notInList(['AAPL'])],
      [{ id: 'lists.importTooLarge', vars: { count: 5000 } }, LIST_MESSAGES.importTooLarge(5000)],
      [{ id: 'lists.importDuplicate', vars: { line: 3 } }, LIST_MESSAGES.importDuplicate(3)],
      [
        { id: 'screener.tooManyScreens', vars: { count: 50 } },
        SCREENER_MESSAGES.tooManyScreens(50),
      ],
      [
        { id: 'screener.tooManyFilters', vars: { count: 20 } },
        SCREENER_MESSAGES.tooManyFilters(20),
      ],
      [{ id: 'screener.tooManyColumns', vars: { count: 1 } }, SCREENER_MESSAGES.tooManyColumns(1)],
      [
        { id: 'screener.unknownField', vars: { field: 'nope' } },
        SCREENER_MESSAGES.unknownField('nope'),
      ],
      ...(['number', 'category', 'boolean'] as const).map((kind): [ServerText, string] => [
        { id: `screener.wrongOperator.${kind}`, vars: { field: 'pe', op: 'in' } },
        SCREENER_MESSAGES.wrongOperator('pe', 'in', kind),
      ]),
      [
        { id: 'screener.unknownOption', vars: { field: 'sector', value: 'Nope' } },
        SCREENER_MESSAGES.unknownOption('sector', 'Nope'),
      ],
      [
        { id: 'screener.unknownTicker', vars: { ticker: 'NASDAQ:NOPE' } },
        SCREENER_MESSAGES.unknownTicker('NASDAQ:NOPE'),
      ],
      [{ id: 'error.badTextAt', vars: { path: 'name' } }, `${BAD_TEXT_MESSAGE} (name)`],
      [
        {
          id: 'payments.planChangesOn',
          vars: {
            plan: {
              id: 'payments.planTitle',
              vars: {
                tier: { id: 'payments.tier.basic' },
                period: { id: 'payments.period.monthly' },
              },
            },
            date: '2026-12-01',
          },
        },
        'Your plan changes to Basic (monthly) at the end of this period (2026-12-01).',
      ],
    ];
    for (const [text, english] of pairs) expect(render(text, 'en'), english).toBe(english);
    // In Spanish and Ukrainian the figures stay and the words change.
    expect(render(pairs[1]![0], 'es')).toBe(
      'Este mes has analizado 22 empresas, el límite de tu plan. Mejora tu suscripción para analizar más.',
    );
    expect(render(pairs[2]![0], 'uk')).toBe(
      'Ваш план дозволяє 1 компанію у ваших списках спостереження. Оновіть підписку, щоб додати більше.',
    );
    expect(render(pairs.at(-1)![0], 'es')).toBe(
      'Tu plan cambiará a Básico (mensual) al final de este periodo (2026-12-01).',
    );
  });
});

/** The issues the API's validator compiler hands the error handler for `data`. */
function issuesOf(schema: z.ZodType, data: unknown): ValidationIssue[] {
  const result = validatorCompiler({ schema, method: 'GET', url: '/', httpPart: 'body' })(data);
  return (result as { error?: ValidationIssue[] }).error ?? [];
}

describe('zod’s own messages, by issue code', () => {
  const cases: [string, z.ZodType, unknown][] = [
    ['missing', z.object({ a: z.string() }), {}],
    ['wrong type', z.object({ a: z.string() }), { a: 5 }],
    ['not finite', z.object({ a: z.string() }), { a: Number.POSITIVE_INFINITY }],
    ['literal', z.literal('USING_EMAIL'), 'X'],
    ['option', z.enum(['asc', 'desc']), 'up'],
    ['long string', z.string().max(3), 'abcdef'],
    ['short string', z.string().min(1), ''],
    ['exact string', z.string().length(2), 'abc'],
    ['few items', z.array(z.number()).min(2), [1]],
    ['many items', z.array(z.number()).max(1), [1, 2]],
    ['big number', z.number().max(100), 101],
    ['small number', z.number().gt(0), 0],
    ['pattern', z.string().regex(/^[A-Z]+$/), 'abc'],
    ['prefix', z.string().startsWith('pm_'), 'x'],
    ['multiple', z.number().multipleOf(5), 7],
    ['one extra key', z.object({}).strict(), { extra: 1 }],
    ['extra keys', z.object({}).strict(), { a: 1, b: 2 }],
    ['record key', z.record(z.enum(['a']), z.number()), { b: 1 }],
    [
      'discriminator',
      z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })]),
      { k: 'c' },
    ],
  ];
  for (const [name, schema, data] of cases) {
    it(`writes "${name}" in each language from its code`, () => {
      const [issue] = issuesOf(schema, data);
      expect(issue, name).toBeDefined();
      const text = zodText(issue!);
      expect(text, `${name}: ${issue!.message}`).not.toBeNull();
      expect(render(text!, 'en')).toBe(issue!.message);
      for (const language of ['es', 'uk'] as const) {
        const written = render(text!, language);
        expect(written, `${language} ${name}`).not.toBe(issue!.message);
        if (language === 'uk') {
          expect(latinWords(written.replace(/"[^"]*"|'[^']*'|\/[^/]*\//g, '')), written).toEqual(
            [],
          );
        }
      }
    });
  }

  it('takes no schema’s own message for zod’s (it is found by its English)', () => {
    const [issue] = issuesOf(stockSearchQuery, { search: 'a', limit: '0' });
    expect(issue!.message).toBe('limit must be a number from 1 to 50');
    expect(zodText(issue!)).toBeNull();
    expect(SCHEMA_TEXT_BY_ENGLISH.get(issue!.message!)).toEqual({
      id: 'validation.numberRange',
      vars: { name: 'limit', min: 1, max: 50 },
    });
  });
});

describe('the schemas’ messages with figures', () => {
  it('are messages the contracts’ schemas give, each listed once', () => {
    const given = new Set(
      (
        [
          [stockSearchQuery, { search: 'a', limit: '0' }],
          [batchQuery, { tickers: Array.from({ length: 51 }, (_, i) => `NYSE:A${i}`).join(',') }],
          [chartParams, { chart: 'nope' }],
          [applyFiltersQuery, { pageSize: '0', isOr: 'maybe' }],
          [downloadFiltersQuery, { limit: '0' }],
          [
            applyFiltersBody,
            {
              filters: [
                ...Array.from({ length: 21 }, () => ({ field: 'pe', op: 'gte', value: 'x' })),
              ],
              columns: Array.from({ length: 25 }, () => 'pe'),
            },
          ],
        ] as [z.ZodType, unknown][]
      ).flatMap(([schema, data]) => issuesOf(schema, data).map((i) => i.message)),
    );
    const listed = SCHEMA_TEXTS.map((text) => render(text, 'en'));
    expect(new Set(listed).size).toBe(listed.length);
    for (const english of [
      'limit must be a number from 1 to 50',
      'At most 50 tickers per request',
      'pageSize must be a whole number from 1 to 100',
      'isOr must be true or false',
      'limit must be a whole number from 1 to 10000',
      'A screen has at most 20 filters.',
      'At most 24 columns.',
    ]) {
      expect(given, english).toContain(english);
      expect(listed, english).toContain(english);
    }
    expect([...given].some((m) => m?.startsWith('chart must be one of: '))).toBe(true);
    expect(listed.filter((m) => given.has(m)).length).toBeGreaterThanOrEqual(8);
  });
});
