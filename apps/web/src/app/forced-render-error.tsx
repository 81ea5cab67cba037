import { readForcedRenderError } from '@/lib/forced-render-error';

// Read once at start-up (module evaluation), as the e2e test hook documents.
const forcedAtStartup = readForcedRenderError();

/**
 * Test hook, see `lib/forced-render-error.ts`: throws during render when the e2e suite asked for
 * a forced error, so the error screen can be checked in a real browser. Renders nothing otherwise.
 */
export function ForcedRenderError({ message = forcedAtStartup }: { message?: string | null }) {
  if (message) throw new Error(message);
  return null;
}
