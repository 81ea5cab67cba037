import type { Db } from '../../db/client';
import {
  latestBacktestId,
  latestEvidence,
  type StoredEvidence,
  latestInformationCoefficients,
} from './evidence.repository';

/**
 * The evidence page's answer: the latest backtest with its method, parameters and caveats. Each
 * call reads only the latest backtest's id; the stored result (tens of KB of curves and tables)
 * is read again only when a new backtest has landed, here or on another server.
 */
export function createEvidenceService(db: Db) {
  let kept: { id: number | null; read: Promise<StoredEvidence | null> } | null = null;
  return {
    async latest(): Promise<{ id: number | null; evidence: Promise<StoredEvidence | null> }> {
      const id = await latestBacktestId(db);
      if (kept === null || kept.id !== id) {
        const read = id === null ? Promise.resolve(null) : latestEvidence(db);
        kept = { id, read };
        // A failed read is not kept.
        read.catch(() => {
          if (kept?.read === read) kept = null;
        });
      }
      return { id, evidence: kept.read };
    },
    /** Every signal's ICs of the latest backtest: its id, and the answer read when asked for. */
    async informationCoefficients() {
      const id = await latestBacktestId(db);
      return { id, read: () => latestInformationCoefficients(db) };
    },
  };
}
export type EvidenceService = ReturnType<typeof createEvidenceService>;
