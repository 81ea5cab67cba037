/**
 * A stage of the app's start (`main.tsx`): zod itself, evaluated in a task of its own. One class
 * the contracts use anyway keeps its chunk in this stage (the whole `z` would bring all of zod).
 */
export { ZodObject } from 'zod';
