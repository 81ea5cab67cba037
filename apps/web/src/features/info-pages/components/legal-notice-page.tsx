import { Link } from 'react-router';
import { InfoPage } from './info-page';

export function LegalNoticePage() {
  return (
    <InfoPage title="Legal notice" subtitle="The terms on which Evident is offered.">
      <h2>Use of the service</h2>
      <p>
        By using Evident you accept these terms. You may use the service for your own research. You
        may not copy its data or scores in bulk, resell them, or disrupt the service.
      </p>
      <h2>Information only</h2>
      <p>
        Nothing on Evident is an offer, a solicitation or a recommendation to buy or sell any
        security, and nothing is personalised investment, tax or legal advice. See the{' '}
        <Link to="/disclaimer">disclaimer</Link>.
      </p>
      <h2>Accuracy</h2>
      <p>
        Figures are taken from public sources and processed automatically. They may contain errors,
        omissions or delays. The service is provided “as is”, without any warranty that it is
        complete, accurate or always available.
      </p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, Evident is not liable for any loss arising from decisions made
        using the service or from its unavailability.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The software, the score methodology and the texts of Evident belong to Evident. Company
        names, logos and trademarks belong to their owners and are used only to identify them.
      </p>
      <h2>Forms</h2>
      <p>
        The feedback, contact and error-report forms open inside Evident in a frame. Where one of
        them is run by an external provider, that provider’s terms also apply to what you send
        through it.
      </p>
      <h2>Changes</h2>
      <p>
        These terms may change as the service grows. The version on this page is the one in force.
      </p>
    </InfoPage>
  );
}
