// The English texts of `evidence`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/evidence.json';

i18n.addResourceBundle('en', 'evidence', messages, true, false);
