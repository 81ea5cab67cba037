// The English texts of `lists`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/lists.json';

i18n.addResourceBundle('en', 'lists', messages, true, false);
