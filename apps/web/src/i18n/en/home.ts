// The English texts of `home`, registered when the code that shows them loads (ADR 033).
import { i18n } from '../i18n';
import messages from '../messages/en/home.json';

i18n.addResourceBundle('en', 'home', messages, true, false);
