// The English texts of `share`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/share.json';

i18n.addResourceBundle('en', 'share', messages, true, false);
