import { SHORT_DISCLAIMER } from '@/lib/disclaimer';
import { InfoPage } from './info-page';

export function DisclaimerPage() {
  return (
    <InfoPage title="Disclaimer" subtitle={SHORT_DISCLAIMER}>
      <h2>Information, not advice</h2>
      <p>
        Evident’s analysis, scores and texts are for information only. They do not take into account
        your objectives, financial situation or needs, and they are not a recommendation to buy,
        sell or hold any security. Consider independent professional advice before you invest.
      </p>
      <h2>Past performance</h2>
      <p>
        Scores and back-tests describe how companies and strategies behaved in the past. Past
        performance is no guide to future returns.
      </p>
      <h2>Risk</h2>
      <p>
        Investing involves risk. The value of investments can fall as well as rise, and you may get
        back less than you invest.
      </p>
      <h2>Data</h2>
      <p>
        Figures come from public filings and market data and are processed automatically. They can
        be incomplete, late or wrong. Check a company’s own filings before relying on any figure.
      </p>
    </InfoPage>
  );
}
