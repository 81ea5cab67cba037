import { CHART_NAMES } from '@evident/contracts/charts';
import {
  MAX_COLUMNS,
  MAX_DOWNLOAD_LIMIT,
  MAX_FILTERS,
  MAX_PAGE_SIZE,
} from '@evident/contracts/screener';
import { render, type ServerText } from './translate';

/*
 * The contracts' schema messages that have a figure or a name in them ("limit must be a number
 * from 1 to 50"), as codes with those figures (ADR 055). A schema's message is fixed when the
 * schema is made, so each is listed here once; the error handler finds it by its English, word
 * for word, as it finds the constant messages (messages.ts). messages.test.ts checks that every
 * one of them is a message a schema gives.
 */
export const SCHEMA_TEXTS: readonly ServerText[] = [
  // stocks: search, lists of companies; mail: the outbox (spec §9's limits)
  ...[50, 100, 500].map((max): ServerText => ({
    id: 'validation.numberRange',
    vars: { name: 'limit', min: 1, max },
  })),
  { id: 'stocks.tooManyTickers', vars: { count: 50 } },
  { id: 'validation.oneOf', vars: { name: 'chart', values: CHART_NAMES.join(', ') } },
  // screener
  ...['value', 'min', 'max', 'percent'].map((name): ServerText => ({
    id: 'validation.number',
    vars: { name },
  })),
  ...['value', 'min', 'max'].map((name): ServerText => ({
    id: 'validation.finiteNumber',
    vars: { name },
  })),
  ...['isOr', 'all'].map((name): ServerText => ({ id: 'validation.trueOrFalse', vars: { name } })),
  {
    id: 'validation.wholeNumberRange',
    vars: { name: 'pageSize', min: 1, max: MAX_PAGE_SIZE },
  },
  {
    id: 'validation.wholeNumberRange',
    vars: { name: 'limit', min: 1, max: MAX_DOWNLOAD_LIMIT },
  },
  { id: 'screener.tooManyFilters', vars: { count: MAX_FILTERS } },
  { id: 'screener.tooManyColumns', vars: { count: MAX_COLUMNS } },
];

/** Each schema message's text by its English. */
export const SCHEMA_TEXT_BY_ENGLISH: ReadonlyMap<string, ServerText> = new Map(
  SCHEMA_TEXTS.map((text) => [render(text, 'en'), text]),
);
