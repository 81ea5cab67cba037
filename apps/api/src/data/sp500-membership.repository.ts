import type { Db } from '../db/client';
import { sp500Membership } from '../db/schema';

/** Every S&P 500 membership period (symbol, start date, end date or null while a member). */
export const allSp500Membership = (db: Db) => db.select().from(sp500Membership);
