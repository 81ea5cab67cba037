import { t } from '@/i18n/i18n';

export type ErrorDescription = { name: string; message: string; stack: string | null };

/** Name, message and stack of anything thrown (errors, strings, router error responses). */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    return {
      name: error.name || 'Error',
      message: error.message || t('shell:errorScreen.noMessage'),
      stack: error.stack ?? null,
    };
  }
  if (typeof error === 'string') return { name: 'Error', message: error, stack: null };
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    if (typeof record.status === 'number') {
      const statusText = typeof record.statusText === 'string' ? record.statusText : '';
      const data = typeof record.data === 'string' ? record.data : statusText;
      return {
        name: `HTTP ${record.status}`,
        message: data || t('shell:errorScreen.noMessage'),
        stack: null,
      };
    }
    if (typeof record.message === 'string') {
      return {
        name: typeof record.name === 'string' ? record.name : 'Error',
        message: record.message,
        stack: typeof record.stack === 'string' ? record.stack : null,
      };
    }
  }
  return { name: 'Error', message: t('shell:errorScreen.unknownError'), stack: null };
}
