/**
 * The English messages, one file per namespace (a feature's texts). The other languages have the
 * same files with the same keys (checked by messages.test.ts).
 */
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

export const en = {
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

/** The shape of one language's messages: a namespace per feature. */
export type Messages = typeof en;
