import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Import runs: one row per data import (snapshot or live source). The latest succeeded run
 * says which data version is loaded; `/api/v1/health` reports it.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    dataVersion: text('data_version'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rejected: jsonb('rejected')
      .$type<{ file: string; line: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
  },
  (t) => [index('import_runs_status_finished_idx').on(t.status, t.finishedAt)],
);

/** Messages sent through the built-in feedback forms (used when no external form URL is set). */
export const feedbackMessages = pgTable('feedback_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', {
    enum: ['rate-us', 'issues', 'feedback', 'contact', 'bug-report'],
  }).notNull(),
  rating: integer('rating'),
  email: text('email'),
  message: text('message').notNull(),
  pagePath: text('page_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uncaught errors reported by the web app's error screen (spec §7 "error-reporting call"). */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    page: text('page').notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);
