// The English texts of `info`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/info.json';

i18n.addResourceBundle('en', 'info', messages, true, false);
