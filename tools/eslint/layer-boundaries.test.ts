import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import layerBoundaries from './layer-boundaries.js';

const rule = layerBoundaries as unknown as Rule.RuleModule;

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const root = path.resolve('.');
const file = (p: string) => path.join(root, p);
const options = [{ root }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

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
      code: "import { loadUniverse } from '../../modules/market-data/universe.repository';",
      options,
    },
    {
      filename: file('apps/api/src/modules/charts/company-history.ts'),
      code: "import { loadUniverse } from '../market-data/universe.repository';",
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
  ],
});

// The repository's own ESLint configuration applies the rule (not only the rule in isolation).
describe('eslint.config.js', () => {
  const lint = async (filePath: string, code: string) => {
    const { ESLint } = await import('eslint');
    const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: file(filePath) });
    return result!.messages.map((m) => m.ruleId);
  };

  it('fails on a planted engine → node:fs import', async () => {
    const rules = await lint(
      'packages/engine/src/planted.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(rules).toContain('layers/layer-boundaries');
  }, 30_000);

  it('fails on a planted route → job import', async () => {
    const rules = await lint(
      'apps/api/src/modules/stocks/planted.routes.ts',
      "import { runScoreJob } from '../../jobs/score/score-job';\nexport const x = runScoreJob;\n",
    );
    expect(rules).toContain('layers/layer-boundaries');
  }, 30_000);

  it('passes the same code where the direction allows it', async () => {
    const rules = await lint(
      'apps/api/src/jobs/score/planted.ts',
      "import { loadUniverse } from '../../modules/market-data/universe.repository';\nexport const x = loadUniverse;\n",
    );
    expect(rules).not.toContain('layers/layer-boundaries');
  }, 30_000);

  it('fails on a planted query in a module service, passes it in a repository and as a type', async () => {
    const query =
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\nexport const q = [eq, users];\n";
    expect(await lint('apps/api/src/modules/auth/planted.service.ts', query)).toContain(
      'layers/layer-boundaries',
    );
    expect(await lint('apps/api/src/modules/auth/planted.repository.ts', query)).not.toContain(
      'layers/layer-boundaries',
    );
    expect(
      await lint(
        'apps/api/src/modules/auth/planted.service.ts',
        "import type { users } from '../../db/schema';\nexport type U = typeof users.$inferSelect;\n",
      ),
    ).not.toContain('layers/layer-boundaries');
  }, 30_000);

  it('fails on a planted query in a job or the HTTP layer, passes it in the database layer and the test kits', async () => {
    const query = (up: string) =>
      `import { eq } from 'drizzle-orm';\nimport { users } from '${up}db/schema';\nexport const q = [eq, users];\n`;
    for (const planted of ['apps/api/src/jobs/score/planted.ts', 'apps/api/src/jobs/planted.ts']) {
      const up = planted.split('/').length === 5 ? '../' : '../../';
      expect(await lint(planted, query(up))).toContain('layers/layer-boundaries');
    }
    expect(await lint('apps/api/src/http/planted.ts', query('../'))).toContain(
      'layers/layer-boundaries',
    );
    expect(await lint('apps/api/src/planted.ts', query('./'))).toContain('layers/layer-boundaries');
    for (const allowed of [
      'apps/api/src/http/planted.repository.ts',
      'apps/api/src/jobs/planted.repository.ts',
      'apps/api/src/db/planted.ts',
      'apps/api/src/test/planted-kit.ts',
    ]) {
      expect(await lint(allowed, query('../'))).not.toContain('layers/layer-boundaries');
    }
  }, 60_000);
});
