import type { Db } from '../../db/client';
import { latestEvidence } from './evidence.repository';

/** The evidence page's answer: the latest backtest with its method, parameters and caveats. */
export function createEvidenceService(db: Db) {
  return { latest: () => latestEvidence(db) };
}
export type EvidenceService = ReturnType<typeof createEvidenceService>;
