// The English texts of `screener`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/screener.json';

i18n.addResourceBundle('en', 'screener', messages, true, false);
