import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, util, type $ZodIssue, type $ZodType } from 'zod/v4/core';

/** The mark fastify-type-provider-zod's `hasZodFastifySchemaValidationErrors` looks for. */
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The type zod's English names as received in "Invalid input: expected string, received number"
 * (its `en` locale's rule): the error handler writes that message in the reader's language from
 * the issue's code and figures (ADR 055), and the issue keeps no input to name it by.
 */
function receivedType(input: unknown): string {
  const type = util.parsedType(input);
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) {
    return String(input);
  }
  return type === 'nan' ? 'NaN' : type;
}

/** An issue as the error handler reads it: zod's figures, with the received type, no input. */
function validationIssue(issue: $ZodIssue) {
  const { path, code, message, input, ...figures } = issue as $ZodIssue & { input?: unknown };
  return {
    [ZOD_VALIDATION_ERROR]: true,
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params: code === 'invalid_type' ? { ...figures, received: receivedType(input) } : figures,
  };
}

/**
 * fastify-type-provider-zod's validator compiler, but each issue also names the type it received
 * (the input itself is dropped at once): the error handler renders zod's own messages from the
 * catalogues by issue code (ADR 055), and "received number" is one of their figures.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map(validationIssue) as unknown as Error };
  };
