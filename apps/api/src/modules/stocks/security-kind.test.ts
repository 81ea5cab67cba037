import { rmSync } from 'node:fs';
import {
  companyDetailResponse,
  rankingResponse,
  stockSearchResponse,
} from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoreJob } from '../../jobs/score/score-job';
import { importSnapshot } from '../../jobs/snapshot-import/snapshot-import';
import { buildTestApp, WEB_KEY, type TestApp } from '../../test/build-test-app';
import {
  scoredUniverseSnapshot,
  withNonOperatingListings,
  writeSnapshot,
} from '../../test/snapshot-fixture';

/** ADR 046: a listing that is not an operating company has a page, its kind, and no score. */
describe('listings that are not operating companies (ADR 046)', () => {
  let t: TestApp;
  let dir: string;
  const get = (url: string, language = 'en') =>
    t.app.inject({ url, headers: { ...WEB_KEY, 'accept-language': language } });
  const detail = async (ticker: string, language = 'en') => {
    const res = await get(`/api/v1/stocks/${ticker}`, language);
    expect(res.statusCode, res.body).toBe(200);
    return companyDetailResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const files = withNonOperatingListings(scoredUniverseSnapshot(), { scoreableIssuer: true });
    // The snapshot's wrong name for the Bank of Nova Scotia's common stock.
    files['companies.csv'].push(
      'BNS,Bank Nova Scotia Halifax Pfd 3,NYSE,9631,Financials,Major Banks,Canada,http://www.scotiabank.com,,0,0',
    );
    dir = writeSnapshot(files);
    await importSnapshot({ database: t.database, dir });
    await runScoreJob(t.database, { historyYears: 1 });
    await t.app.ready();
    await t.app.readModel.reload();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a trust-preferred security: its kind, its issuer, no score, and why', async () => {
    const ddt = await detail('NYSE:DDT');
    expect(ddt.listing).toEqual({
      kind: 'preferred',
      form: null,
      issuer: { ticker: 'NYSE:DDS', companyName: "Dillard's Inc." },
      nameInData: null,
    });
    expect(ddt.evidentScore).toBeNull();
    expect(ddt.evidentScoreValue).toBeNull();
    // The header's last close comes from its own prices: it is not in the score run.
    expect(ddt.lastClose).toBe(24.75);
    expect(ddt.dataDates.priceDate).toBe('2026-07-02');
    // Its own FAQ: what it is, why no score, its issuer's page, its last close; nothing about a
    // score, a fair value or profitability it does not have.
    expect(ddt.faq).toEqual([
      {
        question: "What is Dillard's Capital Trust I?",
        answer:
          "Dillard's Capital Trust I is a preferred (or trust-preferred) security: a fixed claim on its issuer, not a share of the business.",
      },
      {
        question: "Why does Dillard's Capital Trust I have no Evident Score?",
        answer:
          "The Evident Score ranks operating companies on their own statements and prices: value, growth, profitability, financial health and shareholder payout. Dillard's Capital Trust I is not an operating company, so it has no Evident Score, no fair value and no factor figures; its prices are shown as they are.",
      },
      {
        question: "Where is the page of the company behind Dillard's Capital Trust I?",
        answer:
          "Dillard's Capital Trust I is issued by Dillard's Inc. (NYSE:DDS), whose page has its Evident Score.",
      },
      {
        question: "What was the last close of Dillard's Capital Trust I?",
        // 24.75 after 24.70: +0.2%.
        answer: '$24.75 on Jul 2, 2026, +0.2% on the session before.',
      },
    ]);
    // Its issuer, with the same TTM figures, is an operating company and is scored.
    const dds = await detail('NYSE:DDS');
    expect(dds.listing.kind).toBe('operating');
    expect(dds.evidentScore).not.toBeNull();
  });

  it('a closed-end fund: its kind and no score, in every language', async () => {
    const adx = await detail('NYSE:ADX');
    expect(adx.listing.kind).toBe('closed_end_fund');
    expect(adx.listing.issuer).toBeNull();
    expect(adx.evidentScore).toBeNull();
    expect(adx.lastClose).toBe(22.4);
    expect(adx.faq[2]!.answer).toBe(
      'Not available: Adams Diversified Equity Fund Inc. shares its SEC registration number (CIK) with no operating company in our data.',
    );
    const es = await detail('NYSE:ADX', 'es');
    expect(es.faq.map((f) => f.question)).toEqual([
      '¿Qué es Adams Diversified Equity Fund Inc.?',
      '¿Por qué Adams Diversified Equity Fund Inc. no tiene Evident Score?',
      '¿Dónde está la página de la empresa que hay detrás de Adams Diversified Equity Fund Inc.?',
      '¿Cuál fue el último cierre de Adams Diversified Equity Fund Inc.?',
    ]);
    expect(es.faq[0]!.answer).toMatch(/^Adams Diversified Equity Fund Inc\. es un fondo cerrado/);
    expect(es.faq[3]!.answer).toMatch(/^22,40\sUS\$ el 2 jul 2026, \+0,4\s%/);
    const uk = await detail('NYSE:ADX', 'uk');
    expect(uk.faq[0]!.answer).toMatch(/^Adams Diversified Equity Fund Inc\. — закритий фонд/);
    expect(uk.faq[1]!.question).toBe(
      'Чому Adams Diversified Equity Fund Inc. не має Evident Score?',
    );
    // No question of the company FAQ: score, fair value, profitability, dividend.
    for (const faq of [adx.faq, es.faq, uk.faq]) {
      expect(faq).toHaveLength(4);
      expect(JSON.stringify(faq)).not.toMatch(
        /undervalued|profitable|dividend|infravalorad|недооцін/i,
      );
    }
  });

  it('the snapshot’s wrong name is corrected, and the listing is an operating company', async () => {
    const bns = await detail('NYSE:BNS');
    expect(bns.companyName).toBe('The Bank of Nova Scotia');
    expect(bns.listing).toMatchObject({
      kind: 'operating',
      form: 'foreign',
      nameInData: 'Bank Nova Scotia Halifax Pfd 3',
    });
    const search = stockSearchResponse.parse((await get('/api/v1/stocks?search=nova')).json());
    expect(search.data.map((d) => d.companyName)).toContain('The Bank of Nova Scotia');
  });

  it('search finds them; they are in no ranking; their prices are served', async () => {
    const search = stockSearchResponse.parse((await get('/api/v1/stocks?search=dillard')).json());
    expect(search.data.map((d) => d.symbol).sort()).toEqual(['DDS', 'DDT']);
    for (const id of ['top-sp', 'top-nasdaq']) {
      const res = await get(`/api/v1/companies/rankings/${id}?limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      const symbols = rankingResponse.parse(res.json()).data.map((c) => c.symbol);
      expect(symbols).not.toContain('DDT');
      expect(symbols).not.toContain('ADX');
    }
    const prices = await get('/api/v1/stocks/NYSE%3ADDT/prices?range=6m');
    expect(prices.statusCode, prices.body).toBe(200);
    expect(JSON.stringify(prices.json())).toContain('24.75');
  });
});
