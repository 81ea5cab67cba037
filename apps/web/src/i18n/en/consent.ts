// The English texts of `consent`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/consent.json';

i18n.addResourceBundle('en', 'consent', messages, true, false);
