import { companyDetailResponse } from '@evident/contracts/stocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_KEY } from '../../test/build-test-app';
import { buildScoredTestApp } from '../../test/scored-test-app';
import { scoredUniverseSnapshot } from '../../test/snapshot-fixture';

// Issue 56 item 5: spec §3 "Score sample record" ends with CompanyProfile {companyName, country,
// image, ticker}; `scoreRecord` lacked it.
describe('scoreRecord.CompanyProfile (spec §3)', () => {
  let t: Awaited<ReturnType<typeof buildScoredTestApp>>;
  beforeAll(async () => {
    const files = scoredUniverseSnapshot();
    // One company whose listing gives no country: "not available" (null), never a guess.
    files['companies.csv'] = files['companies.csv'].map((line) =>
      line.startsWith('COB,') ? line.replace(',United States,', ',,') : line,
    );
    t = await buildScoredTestApp({}, {}, { files });
  });
  afterAll(async () => t.close());

  const recordOf = async (ticker: string) => {
    const res = await t.app.inject({ url: `/api/v1/stocks/${ticker}`, headers: WEB_KEY });
    expect(res.statusCode, res.body).toBe(200);
    return companyDetailResponse.parse(res.json()).data;
  };

  it('carries the company’s name, country, image and ticker from the data', async () => {
    const data = await recordOf('nasdaq:coa');
    expect(data.scoreRecord.CompanyProfile).toEqual({
      companyName: 'Company 0',
      country: 'United States',
      image: data.image,
      ticker: 'NASDAQ:COA',
    });
    // The score fields beside it are the same company's.
    expect(data.scoreRecord.evidentScorePercentile).toBe(data.evidentScorePercentile);
  });

  it('gives null for a country the data does not have', async () => {
    const data = await recordOf('NASDAQ:COB');
    expect(data.scoreRecord.CompanyProfile).toMatchObject({
      companyName: 'Company 1',
      country: null,
      ticker: 'NASDAQ:COB',
    });
  });
});
