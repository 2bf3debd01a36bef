import {
  DEBIT_ANSWER_COLUMNS,
  DEBIT_ANSWER_OPTIONAL_COLUMNS,
  type DebitAnswerRow,
  debitAnswerRow,
} from '@coverdesk/contract';
import type { ImportDomain } from '../../platform/imports/index.ts';
import { applyStagedAnswers, checkStagedAnswers } from './debit-answers.staged.ts';
import './debit-orders.messages.ts';

/**
 * A bank's answer file (paid / unpaid per collection reference) on the import engine: each chunk goes through the
 * same rule as `PUT debit_order_transactions/process` (`applyAnswers`): paid records the premium once, unpaid records
 * the code and schedules a retry when worth it, and a repeated answer is `already`. Key: reference + status + attempt.
 * A chunk of 10,000 lines is decided and written in SQL straight from its staged rows (debit-answers.staged.ts), a
 * statement per kind of write; no row travels to the server.
 */
export const debitAnswersImport: ImportDomain<DebitAnswerRow> = {
  kind: 'debit_order_answers',
  columns: DEBIT_ANSWER_COLUMNS,
  optionalColumns: DEBIT_ANSWER_OPTIONAL_COLUMNS,
  schema: debitAnswerRow,
  keyOf: (row) => `${row.reference}:${row.status}:${row.attempt ?? ''}`,
  checkStaged: (tx, ctx, chunk) => checkStagedAnswers(tx, ctx.partner, chunk, ctx.today),
  applyStaged: (tx, ctx, chunk) =>
    applyStagedAnswers(tx, ctx.actor, ctx.partner, chunk, {
      today: ctx.today,
      reason: `bank answer file ${ctx.batch.guid}`,
    }),
};
