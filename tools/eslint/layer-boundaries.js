// ESLint rule: the direction of imports between the packages and inside the API (issue 18, ADR 016).
//
// - packages/engine and packages/contracts are pure: no I/O (file system, network, processes,
//   threads), no database driver or ORM, no web framework, nothing from apps/ — and the engine
//   nothing from ingest, the contracts nothing from the engine or ingest.
// - packages/ingest reads files and the network, but imports nothing from apps/ or the engine.
// - In apps/api, modules (routes → services → repositories) never import jobs: jobs call modules'
//   services and repositories, and the routes start nothing themselves.
// - The API's homes (issue 54, ADR 054): a file of `modules/<m>/` imports its own module, the read
//   model (`read-model/`), the shared layers (`http`, `db`, `i18n`, `config`, `runtime`, `workers`,
//   `mail`, and `version.ts`), the composition root's types, and of another module only the types
//   of its `*.service.ts` / `*.module.ts` (`import type`): never another module's repository or
//   internals. The writers of market data and score runs (`data/`) are imported only by jobs, the
//   CLI, the composition root (the files at the top of `src/`), the test kits and tests. The
//   engine's worker threads (`workers/`) import down only: the engine, the contracts, `db/`.
// - In apps/api/src, SQL lives in `*.repository.ts` only: no other file (modules, jobs, http, …)
//   imports a value from drizzle-orm or the database schema (types are fine). The database layer
//   itself (`src/db/`) and the test kits (`src/test/`) are the exceptions.
// Test files of the pure packages may read fixtures from disk, and a module's tests may run a job
// to set up their data.
import path from 'node:path';
import { importVisitors } from './import-visitors.js';

const IO_BUILTINS = new Set([
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'dgram',
  'dns',
  'dns/promises',
  'tls',
  'child_process',
  'cluster',
  'worker_threads',
  'readline',
  'inspector',
]);

/** npm packages that do I/O or belong to the server: never in a pure package. */
const IO_PACKAGES = [
  'drizzle-orm',
  'pg',
  'postgres',
  '@electric-sql/pglite',
  'fastify',
  '@fastify/',
  'fastify-',
  'undici',
  'nodemailer',
  'ioredis',
  'piscina',
];

const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

/** Whether a repository-relative file of the API may write SQL (see the header). */
function mayWriteSql(rel) {
  const parts = rel.split(path.sep);
  if (parts[0] !== 'apps' || parts[1] !== 'api' || parts[2] !== 'src') return true;
  if (isTest(rel) || /\.repository\.[cm]?[jt]s$/.test(rel)) return true;
  return parts[3] === 'db' || parts[3] === 'test';
}

/** Folders of apps/api/src that any module may import (besides its own and `read-model/`). */
const SHARED_LAYERS = new Set(['http', 'db', 'i18n', 'config', 'runtime', 'workers', 'mail']);
/** Files at the top of apps/api/src that any module may import (values, not only types). */
const SHARED_ROOT_FILES = new Set(['version']);
/** Folders of apps/api/src a worker thread's code must not import (it runs apart from them). */
const ABOVE_WORKERS = new Set(['modules', 'jobs', 'data', 'read-model', 'cli', 'http', 'root']);
/** Folders of apps/api/src (besides tests anywhere) that may import `data/`. */
const DATA_USERS = new Set(['data', 'jobs', 'cli', 'test']);

/**
 * Where a repository-relative path sits in apps/api/src: `{ layer, module, file }` — layer is the
 * folder under src ('modules', 'read-model', 'data', 'jobs', …) or 'root' for a file at the top
 * (the composition root); module is the module's folder; file the name without its extension.
 * Null outside apps/api/src.
 */
function apiPlace(rel) {
  const parts = rel.split(path.sep);
  if (parts[0] !== 'apps' || parts[1] !== 'api' || parts[2] !== 'src' || parts.length < 4)
    return null;
  const file = parts.at(-1).replace(/\.[cm]?[jt]sx?$/, '');
  if (parts.length === 4) return { layer: 'root', module: null, file };
  return { layer: parts[3], module: parts[3] === 'modules' ? (parts[4] ?? null) : null, file };
}

/** The zone of a repository-relative path: 'engine' | 'contracts' | 'ingest' | 'api-modules' | 'api-jobs' | 'apps' | null. */
function zoneOf(rel) {
  const parts = rel.split(path.sep);
  if (parts[0] === 'packages' && ['engine', 'contracts', 'ingest'].includes(parts[1]))
    return parts[1];
  if (parts[0] === 'apps') {
    if (parts[1] === 'api' && parts[2] === 'src' && parts[3] === 'modules') return 'api-modules';
    if (parts[1] === 'api' && parts[2] === 'src' && parts[3] === 'jobs') return 'api-jobs';
    return 'apps';
  }
  return null;
}

/** The zone a specifier points into, resolved against the importing file. */
function targetZone(root, filename, specifier) {
  if (specifier.startsWith('.')) {
    const rel = path.relative(root, path.resolve(path.dirname(filename), specifier));
    return rel.startsWith('..') ? null : zoneOf(rel);
  }
  const m = /^@evident\/([^/]+)/.exec(specifier);
  if (!m) return null;
  if (['engine', 'contracts', 'ingest'].includes(m[1])) return m[1];
  return 'apps'; // @evident/api, @evident/web, …
}

function ioPackage(specifier) {
  const bare = specifier.startsWith('node:') ? specifier.slice(5) : specifier;
  if (IO_BUILTINS.has(bare)) return specifier;
  for (const name of IO_PACKAGES) {
    if (name.endsWith('/') || name.endsWith('-')) {
      if (specifier.startsWith(name)) return specifier;
    } else if (specifier === name || specifier.startsWith(`${name}/`)) return specifier;
  }
  return null;
}

/** What `from` may not import: the zones it must not reach. */
const FORBIDDEN_ZONES = {
  engine: ['apps', 'api-modules', 'api-jobs', 'ingest'],
  contracts: ['apps', 'api-modules', 'api-jobs', 'ingest', 'engine'],
  ingest: ['apps', 'api-modules', 'api-jobs', 'engine'],
  'api-modules': ['api-jobs'],
};

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Pure packages do no I/O; packages never import apps; modules never import jobs, data/ or another module's internals; SQL only in repositories.",
    },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      module:
        'modules/{{from}} must not import "{{target}}" of modules/{{to}}: a module imports another only as the types of its *.service.ts or *.module.ts (import type). Shared state lives in read-model/, shared infrastructure in db/, mail/, http/ (ADR 054).',
      moduleLayer:
        'modules/{{from}} must not import "{{target}}" ({{layer}}): a module imports its own files, read-model/ and the shared layers (http, db, i18n, config, runtime, workers, mail) (ADR 054).',
      worker:
        'The engine\'s worker threads import down only (the engine, the contracts, db/): not "{{target}}" ({{layer}}). Move pure computation into packages/engine (ADR 054).',
      data: 'Only jobs, the CLI, the composition root and tests import data/ (the writers of market data and score runs), not {{from}} ("{{target}}"). Read through read-model/ or the module\'s own repository (ADR 054).',
      io: 'packages/{{zone}} is pure (no I/O, database or server code): it must not import "{{target}}".',
      zone: '{{from}} must not import {{to}} ("{{target}}"). {{hint}}',
      sql: 'SQL lives in repositories: only a *.repository.ts file of the API imports "{{target}}" (a type-only import is fine).',
    },
  },
  create(context) {
    const root = path.resolve(context.options[0]?.root ?? '.');
    const filename = context.filename;
    const rel = path.relative(root, filename);
    if (rel.startsWith('..')) return {};
    const from = zoneOf(rel);
    const api = apiPlace(rel);
    const sqlOutsideRepository = !mayWriteSql(rel);
    if (!(from && from in FORBIDDEN_ZONES) && !sqlOutsideRepository && !api) return {};
    const pure = from === 'engine' || from === 'contracts';
    const hints = {
      'api-jobs':
        'Routes and services never start or read jobs: move the query into a repository the job also uses.',
      apps: 'Packages are used by the apps, never the other way round.',
      engine: 'Keep the dependency one way; share a type through the package that owns it.',
      ingest: 'Keep the dependency one way; share a type through the package that owns it.',
    };
    const label = (zone) =>
      ({ 'api-modules': 'API modules', 'api-jobs': 'API jobs', apps: 'the apps' })[zone] ??
      `packages/${zone}`;

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (pure && !isTest(filename)) {
        const io = ioPackage(specifier);
        if (io) {
          context.report({ node, messageId: 'io', data: { zone: from, target: specifier } });
          return;
        }
      }
      const to = targetZone(root, filename, specifier);
      // A module's tests may run a job to set up their data.
      if (from === 'api-modules' && to === 'api-jobs' && isTest(filename)) return;
      if (to && to !== from && FORBIDDEN_ZONES[from]?.includes(to)) {
        context.report({
          node,
          messageId: 'zone',
          data: { from: label(from), to: label(to), target: specifier, hint: hints[to] ?? '' },
        });
      }
    }

    /** Whether the declaration a specifier belongs to brings in types only. */
    function typeOnly(source) {
      const declaration = source.parent;
      if (!declaration) return false;
      if (declaration.type === 'ImportDeclaration') {
        return (
          declaration.importKind === 'type' ||
          (declaration.specifiers.length > 0 &&
            declaration.specifiers.every((x) => x.importKind === 'type'))
        );
      }
      if (declaration.type === 'ExportNamedDeclaration') {
        return (
          declaration.exportKind === 'type' ||
          (declaration.specifiers.length > 0 &&
            declaration.specifiers.every((x) => x.exportKind === 'type'))
        );
      }
      return false;
    }

    /** The API's homes (see the header): what a module may import, and who imports data/. */
    function checkApi(node, specifier) {
      if (!api || typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const targetRel = path.relative(root, path.resolve(path.dirname(filename), specifier));
      const to = targetRel.startsWith('..') ? null : apiPlace(targetRel);
      if (!to) return;
      const test = isTest(filename);
      if (to.layer === 'data' && !test && api.layer !== 'root' && !DATA_USERS.has(api.layer)) {
        const where = api.layer === 'modules' ? `modules/${api.module}` : `${api.layer}/`;
        context.report({ node, messageId: 'data', data: { from: where, target: specifier } });
        return;
      }
      if (api.layer === 'workers' && !test && ABOVE_WORKERS.has(to.layer)) {
        const layer = to.layer === 'root' ? 'the composition root' : `${to.layer}/`;
        context.report({ node, messageId: 'worker', data: { target: specifier, layer } });
        return;
      }
      if (api.layer !== 'modules' || test) return;
      if (to.layer === 'modules') {
        if (to.module === api.module) return;
        if (typeOnly(node) && /\.(service|module)$/.test(to.file)) return;
        context.report({
          node,
          messageId: 'module',
          data: { from: api.module, to: to.module, target: specifier },
        });
        return;
      }
      // A job is reported by the zone check above, with its own hint.
      if (to.layer === 'jobs' || to.layer === 'data') return;
      if (to.layer === 'read-model' || SHARED_LAYERS.has(to.layer)) return;
      // The composition root's types (the context it hands the modules) and its shared constants.
      if (to.layer === 'root' && (SHARED_ROOT_FILES.has(to.file) || typeOnly(node))) return;
      context.report({
        node,
        messageId: 'moduleLayer',
        data: {
          from: api.module,
          target: specifier,
          layer: to.layer === 'root' ? 'the composition root' : `${to.layer}/`,
        },
      });
    }

    const visitors = importVisitors((node, specifier) => {
      check(node, specifier);
      checkApi(node, specifier);
    });
    if (!sqlOutsideRepository) return visitors;
    const schemaFile = path.join(root, 'apps', 'api', 'src', 'db', 'schema');
    const isSql = (specifier) =>
      specifier === 'drizzle-orm' ||
      specifier.startsWith('drizzle-orm/') ||
      (specifier.startsWith('.') &&
        path.resolve(path.dirname(filename), specifier).replace(/\.[cm]?[jt]s$/, '') ===
          schemaFile);
    return {
      ...visitors,
      ImportDeclaration(node) {
        visitors.ImportDeclaration(node);
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((x) => x.importKind === 'type'));
        if (!typeOnly && isSql(node.source.value)) {
          context.report({
            node: node.source,
            messageId: 'sql',
            data: { target: node.source.value },
          });
        }
      },
    };
  },
};
