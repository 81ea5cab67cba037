import 'i18next';
import type { Messages } from './messages/en';

// Keys are checked by the compiler against the English messages (a missing key fails typecheck).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Messages;
    returnNull: false;
  }
}
