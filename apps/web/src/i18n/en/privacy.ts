// The English texts of `privacy`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/privacy.json';

i18n.addResourceBundle('en', 'privacy', messages, true, false);
