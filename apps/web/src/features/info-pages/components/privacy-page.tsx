import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { STORED_USER_KEYS } from '@/lib/stored-user';
import { VISITED_KEY_PREFIX } from '@/lib/visits';
import { InfoPage, infoPageStyles } from './info-page';

const STORAGE_KEYS: readonly { key: string; purpose: string; when: string }[] = [
  {
    key: `${VISITED_KEY_PREFIX}<page>`,
    purpose: 'The date you first opened each page, so a first visit can be told from a return.',
    when: 'Every visit',
  },
  {
    key: ACCESS_TOKEN_KEY,
    purpose: 'Your session, so you stay signed in.',
    when: 'Only when signed in',
  },
  {
    key: STORED_USER_KEYS.join(', '),
    purpose: 'Your name, e-mail and photo, to show your avatar.',
    when: 'Only when signed in',
  },
];

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy policy" subtitle="What Evident keeps about you, and why.">
      <h2>In your browser</h2>
      <p>
        Evident keeps a few entries in your browser’s local storage. They stay on your device; the
        app reads them to work and does not use them to track you across other sites.
      </p>
      <table className={infoPageStyles.keys}>
        <caption className="visually-hidden">Local storage entries used by Evident</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Purpose</th>
            <th scope="col">Stored</th>
          </tr>
        </thead>
        <tbody>
          {STORAGE_KEYS.map((entry) => (
            <tr key={entry.key}>
              <td>
                <code>{entry.key}</code>
              </td>
              <td>{entry.purpose}</td>
              <td>{entry.when}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Cookies</h2>
      <p>
        This version of Evident sets no cookies of its own and runs no analytics or advertising
        trackers. If that changes, you will be asked for consent first and the cookies will be
        listed here.
      </p>
      <h2>On our server</h2>
      <p>
        Like any website, our server receives the technical details of each request — the address
        asked for, the time, your IP address and browser — and keeps them in logs to run and secure
        the service.
      </p>
      <h2>Forms you send</h2>
      <p>
        Rate us, Issues, Feedback, Contact and Report Error open a form in a frame. By default these
        are Evident’s own forms: we store your message or rating, the page you were on and, only if
        you give it, your e-mail address, to answer you and improve the service. Where a form is run
        by an external provider instead, that provider receives what you type into it under its own
        privacy policy.
      </p>
      <h2>Your choices</h2>
      <p>
        Clearing this site’s data in your browser settings removes everything listed above from your
        device.
      </p>
    </InfoPage>
  );
}
