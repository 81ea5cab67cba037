// The English texts of `stock`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/stock.json';

i18n.addResourceBundle('en', 'stock', messages, true, false);
