/**
 * A stage of the app's start (`main.tsx`): the contracts every page checks its answers with are
 * built in a task of their own (building zod schemas is a good share of the start's work). They
 * are imported for that alone: the app imports what it uses.
 */
import '@evident/contracts/auth';
import '@evident/contracts/envelope';
import '@evident/contracts/health';
import '@evident/contracts/methodology';
import '@evident/contracts/plans';
import '@evident/contracts/public-config';
import '@evident/contracts/stocks';
