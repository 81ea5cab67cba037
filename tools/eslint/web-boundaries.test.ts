import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import { describe, it } from 'vitest';
import webBoundaries from './web-boundaries.js';

const rule = webBoundaries as unknown as Rule.RuleModule;

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const src = path.resolve('apps/web/src');
const file = (p: string) => path.join(src, p);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('web-boundaries', rule, {
  valid: [
    { filename: file('features/home/components/hero.tsx'), code: "import x from '../home-tab';" },
    {
      filename: file('features/home/components/hero.tsx'),
      code: "import x from '@/features/home/home-tab';",
    },
    {
      filename: file('features/home/components/hero.tsx'),
      code: "import x from '@/components/button';",
    },
    { filename: file('app/router.tsx'), code: "import x from '@/features/home/components/hero';" },
    { filename: file('components/button.tsx'), code: "import x from '@/lib/api-client';" },
    { filename: file('components/button.tsx'), code: "import x from 'react';" },
  ],
  invalid: [
    {
      filename: file('features/home/components/hero.tsx'),
      code: "import x from '@/features/errors/describe-error';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/home/components/hero.tsx'),
      code: "import x from '../../errors/describe-error';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/home/home-tab.ts'),
      code: "const m = import('@/features/shell/x');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/home/home-tab.ts'),
      code: "export { a } from '@/app/router';",
      errors: [{ messageId: 'featureToApp' }],
    },
    {
      filename: file('lib/api-client.ts'),
      code: "import x from '../features/home/home-tab';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: file('hooks/use-x.ts'),
      code: "import x from '@/app/providers';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
  ],
});
