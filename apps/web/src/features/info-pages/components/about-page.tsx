import { Link } from 'react-router';
import { InfoPage } from './info-page';

export function AboutPage() {
  return (
    <InfoPage
      title="About Evident"
      subtitle="Research-based stock analysis for long-term investors."
    >
      <p>
        Evident gives an instant fundamental analysis of US-listed companies and the Evident Score:
        a rating from 0 to 100 of how likely a company is to beat the market over the next three
        years.
      </p>
      <h2>How the score is built</h2>
      <p>The score combines five factors, each rated against all the other companies we cover:</p>
      <ul>
        <li>
          <strong>Value</strong>: what you pay for the company’s earnings, cash flow and sales.
        </li>
        <li>
          <strong>Growth</strong>: how its revenue, profits and cash flow are developing.
        </li>
        <li>
          <strong>Profitability</strong>: how much it earns on the capital it uses.
        </li>
        <li>
          <strong>Health</strong>: its debt, its ability to pay interest and its risk of distress.
        </li>
        <li>
          <strong>Payout</strong>: what it returns to shareholders through dividends, buybacks and
          debt repayment.
        </li>
      </ul>
      <p>
        Company pages also show price momentum and earnings quality. The factors follow published
        academic research on what has explained stock returns over long periods.
      </p>
      <h2>Where the numbers come from</h2>
      <p>
        Evident works from the financial statements companies file publicly and from market prices.
        A score for a past date uses only the figures that had been published by that date, so
        history is never scored with hindsight.
      </p>
      <h2>What Evident is not</h2>
      <p>
        Evident is a research tool, not an adviser. It does not know your circumstances and does not
        tell you what to buy or sell. Please read the <Link to="/disclaimer">disclaimer</Link>.
      </p>
    </InfoPage>
  );
}
