// ESLint rule: imports in the web app go one way — shared (components, lib, hooks, styles) →
// features → app — and a feature never imports another feature (bulletproof-react's rule).
// It resolves `@/…` (the web alias for apps/web/src) and relative specifiers against the file.
import path from 'node:path';
import { importVisitors } from './import-visitors.js';

const SHARED = new Set(['components', 'lib', 'hooks', 'styles', 'test-utils']);

/** The area of a path inside apps/web/src: { kind: 'feature', name } | { kind: 'app' | 'shared' | 'root' }. */
function areaOf(srcRoot, absolutePath) {
  const rel = path.relative(srcRoot, absolutePath);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (top && SHARED.has(top)) return { kind: 'shared' };
  return { kind: 'root' };
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Web imports go shared → features → app; features never import each other.',
    },
    schema: [
      { type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      crossFeature:
        'A web feature must not import another feature ("{{target}}"); move shared code to components/ or lib/.',
      sharedToFeature: 'Shared code must not import features or app code ("{{target}}").',
      featureToApp: 'A feature must not import app code ("{{target}}").',
    },
  },
  create(context) {
    const srcRoot = path.resolve(context.options[0]?.srcRoot ?? 'apps/web/src');
    const filename = context.filename;
    const from = areaOf(srcRoot, filename);
    if (!from) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      let target;
      if (specifier.startsWith('@/')) target = path.join(srcRoot, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(filename), specifier);
      else return;
      const to = areaOf(srcRoot, target);
      if (!to) return;
      const data = { target: specifier };
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({ node, messageId: 'crossFeature', data });
      } else if (from.kind === 'feature' && to.kind === 'app') {
        context.report({ node, messageId: 'featureToApp', data });
      } else if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
        context.report({ node, messageId: 'sharedToFeature', data });
      }
    }

    return importVisitors(check);
  },
};
