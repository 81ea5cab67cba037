/** The messages in uk: loaded when the language is chosen (a chunk of its own). */
import type { Messages } from '../en';
import account from './account.json';
import common from './common.json';
import consent from './consent.json';
import evidence from './evidence.json';
import home from './home.json';
import info from './info.json';
import lists from './lists.json';
import privacy from './privacy.json';
import screener from './screener.json';
import shell from './shell.json';
import share from './share.json';
import stock from './stock.json';

// The same keys as English are checked by messages.test.ts (JSON imports are typed loosely).
const messages = {
  common,
  shell,
  home,
  stock,
  screener,
  lists,
  account,
  evidence,
  info,
  privacy,
  consent,
  share,
};
export default messages as unknown as Messages;
