// The English texts of `account`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/account.json';

i18n.addResourceBundle('en', 'account', messages, true, false);
