import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layerBoundaries from './layer-boundaries.js';

const rule = layerBoundaries as unknown as Rule.RuleModule;

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const root = path.resolve('.');
const file = (p: string) => path.join(root, p);
const options = [{ root }];
// TypeScript's parser: the API's rules tell `import type` from a value import.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('layer-boundaries', rule, {
  valid: [
    {
      filename: file('packages/engine/src/metrics/x.ts'),
      code: "import { z } from 'zod';",
      options,
    },
    {
      filename: file('packages/engine/src/metrics/x.ts'),
      code: "import { a } from '../scoring/factors';",
      options,
    },
    {
      filename: file('packages/engine/src/metrics/x.ts'),
      code: "import { createHash } from 'node:crypto';",
      options,
    },
    // Tests of the pure packages may read their fixtures.
    {
      filename: file('packages/engine/src/metrics/x.test.ts'),
      code: "import { readFileSync } from 'node:fs';",
      options,
    },
    {
      filename: file('packages/contracts/src/x.ts'),
      code: "import { z } from 'zod';",
      options,
    },
    {
      filename: file('packages/ingest/src/x.ts'),
      code: "import { readFile } from 'node:fs/promises'; import { q } from '@evident/contracts/q';",
      options,
    },
    {
      filename: file('apps/api/src/jobs/score/score-job.ts'),
      code: "import { loadUniverse } from '../../read-model/universe.repository';",
      options,
    },
    // The API's homes (ADR 054): a module reads the read model and the shared layers.
    {
      filename: file('apps/api/src/modules/charts/company-history.ts'),
      code: "import { loadUniverse } from '../../read-model/universe.repository';",
      options,
    },
    {
      filename: file('apps/api/src/modules/alerts/alerts.service.ts'),
      code: [
        "import { latestSucceededRun } from '../../read-model/read-model.repository';",
        "import type { Mailer } from '../../mail/mailer';",
        "import { escapeHtml } from '../../http/html';",
        "import type { Db } from '../../db/client';",
        "import { bandWord } from '../../i18n/band-words';",
        "import type { Env } from '../../config/env';",
        "import { pause } from '../../runtime/steps';",
        "import type { EnginePool } from '../../workers/engine-pool';",
        "import { VERSION } from '../../version';",
        "import type { AppContext } from '../../app-context';",
        "import { alertsOf } from './alerts.repository';",
      ].join('\n'),
      options,
    },
    // Another module's service or plugin, as types only.
    {
      filename: file('apps/api/src/modules/screener/screener.routes.ts'),
      code: "import type { ListsService } from '../lists/lists.service';",
      options,
    },
    {
      filename: file('apps/api/src/modules/billing/billing.module.ts'),
      code: "import { type AuthModule } from '../auth/auth.module';",
      options,
    },
    // The writers of market data and score runs: jobs, the CLI, the composition root, tests.
    {
      filename: file('apps/api/src/jobs/score/score-job.ts'),
      code: "import { copyScoreRows } from '../../data/score-runs.repository';",
      options,
    },
    {
      filename: file('apps/api/src/cli/factor-count-ic.ts'),
      code: "import { allSp500Membership } from '../data/sp500-membership.repository';",
      options,
    },
    {
      filename: file('apps/api/src/start-server.ts'),
      code: "import { failInterruptedScoreRuns } from './data/score-runs.repository';",
      options,
    },
    {
      filename: file('apps/api/src/modules/stocks/investable-lists.test.ts'),
      code: "import { servedLists } from '../../data/investable-report.repository';",
      options,
    },
    {
      filename: file('apps/api/src/test/imported-database.ts'),
      code: "import { copyScoreRows } from '../data/score-runs.repository';",
      options,
    },
    {
      filename: file('apps/api/src/workers/engine.worker.ts'),
      code: [
        "import { ScoreRunComputation } from '@evident/engine/scoring/score-compute';",
        "import { csvLine } from '../db/csv-encode';",
        "import type { EnginePool } from './engine-pool';",
      ].join('\n'),
      options,
    },
    // A module's tests may set up their data through another module.
    {
      filename: file('apps/api/src/modules/alerts/alerts.test.ts'),
      code: "import { createList } from '../lists/lists.repository';",
      options,
    },
    {
      filename: file('apps/api/src/app.ts'),
      code: "import { scoreIfStale } from './jobs/score/auto-score';",
      options,
    },
  ],
  invalid: [
    {
      filename: file('packages/engine/src/metrics/x.ts'),
      code: "import { readFileSync } from 'node:fs';",
      options,
      errors: [{ messageId: 'io' }],
    },
    {
      filename: file('packages/engine/src/metrics/x.ts'),
      code: "import fs from 'fs';",
      options,
      errors: [{ messageId: 'io' }],
    },
    {
      filename: file('packages/contracts/src/x.ts'),
      code: "import { connect } from 'node:net';",
      options,
      errors: [{ messageId: 'io' }],
    },
    {
      filename: file('packages/engine/src/x.ts'),
      code: "import { eq } from 'drizzle-orm';",
      options,
      errors: [{ messageId: 'io' }],
    },
    {
      filename: file('packages/contracts/src/x.ts'),
      code: "import Fastify from 'fastify';",
      options,
      errors: [{ messageId: 'io' }],
    },
    {
      filename: file('packages/engine/src/x.ts'),
      code: "const m = import('node:child_process');",
      options,
      errors: [{ messageId: 'io' }],
    },
    {
      filename: file('packages/engine/src/x.ts'),
      code: "import { db } from '../../../apps/api/src/db/client';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    {
      filename: file('packages/engine/src/x.ts'),
      code: "import { read } from '@evident/ingest/snapshot/read-snapshot';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    {
      filename: file('packages/contracts/src/x.ts'),
      code: "export { FACTORS } from '@evident/engine/scoring/factors';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    {
      filename: file('packages/ingest/src/x.ts'),
      code: "import { prepareCompany } from '@evident/engine/metrics/prepare';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    {
      filename: file('packages/ingest/src/x.ts'),
      code: "import { env } from '../../../apps/api/src/config/env';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    // A route (or any module file) importing a job.
    {
      filename: file('apps/api/src/modules/evidence/evidence.routes.ts'),
      code: "import { latestEvidence } from '../../jobs/backtest/backtest-job';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    {
      filename: file('apps/api/src/modules/health/health.service.ts'),
      code: "import { createActivityTracker } from '../../jobs/activity';",
      options,
      errors: [{ messageId: 'zone' }],
    },
    // Another module's repository, as a value or a type, or its internals.
    {
      filename: file('apps/api/src/modules/alerts/x.ts'),
      code: "import { symbolsOfList } from '../stocks/statements.repository';",
      options,
      errors: [{ messageId: 'module' }],
    },
    {
      filename: file('apps/api/src/modules/billing/billing.module.ts'),
      code: "import type { AuthRepository } from '../auth/auth.repository';",
      options,
      errors: [{ messageId: 'module' }],
    },
    {
      filename: file('apps/api/src/modules/alerts/alert-mails.ts'),
      code: "import { htmlTag } from '../auth/mail-templates';",
      options,
      errors: [{ messageId: 'module' }],
    },
    // A service's value (not its type): the module would build or run the other's code.
    {
      filename: file('apps/api/src/modules/screener/screener.routes.ts'),
      code: "import { createListsService } from '../lists/lists.service';",
      options,
      errors: [{ messageId: 'module' }],
    },
    {
      filename: file('apps/api/src/modules/share/share.routes.ts'),
      code: "export { companyDetailOf } from '../stocks/company-detail.presenter';",
      options,
      errors: [{ messageId: 'module' }],
    },
    // data/ from a module, the read model or a shared layer.
    {
      filename: file('apps/api/src/modules/health/health.service.ts'),
      code: "import { latestDataImport } from '../../data/import-run-writes.repository';",
      options,
      errors: [{ messageId: 'data' }],
    },
    {
      filename: file('apps/api/src/read-model/read-model.ts'),
      code: "import { symbolsOfRun } from '../data/score-runs.repository';",
      options,
      errors: [{ messageId: 'data' }],
    },
    {
      filename: file('apps/api/src/http/x.ts'),
      code: "const d = import('../data/score-runs.repository');",
      options,
      errors: [{ messageId: 'data' }],
    },
    // The worker imports down only: a score run's computation is the engine's.
    {
      filename: file('apps/api/src/workers/engine.worker.ts'),
      code: "import { ScoreRunComputation } from '../jobs/score/score-compute';",
      options,
      errors: [{ messageId: 'worker' }],
    },
    {
      filename: file('apps/api/src/workers/engine.worker.ts'),
      code: "import type { ReadModel } from '../read-model/read-model';",
      options,
      errors: [{ messageId: 'worker' }],
    },
    // A module reaching the CLI, the test kits or the composition root's values.
    {
      filename: file('apps/api/src/modules/mail/mail.service.ts'),
      code: "import { main } from '../../cli/mail-outbox';",
      options,
      errors: [{ messageId: 'moduleLayer' }],
    },
    {
      filename: file('apps/api/src/modules/stocks/stocks.routes.ts'),
      code: "import { buildApp } from '../../app';",
      options,
      errors: [{ messageId: 'moduleLayer' }],
    },
  ],
});
