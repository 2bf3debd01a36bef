import type { ReportDefinition } from '../report-definition.ts';
import { allCreatedPolicies } from './all-created-policies.ts';
import { allOpenClaims } from './all-open-claims.ts';
import { claimFinalisation } from './claim-finalisation.ts';
import { claimNotification } from './claim-notification.ts';
import { claimsPaid } from './claims-paid.ts';
import { claimsPayable } from './claims-payable.ts';
import { claimsRegister } from './claims-register.ts';
import { dailyStats } from './daily-stats.ts';
import { deathClaims } from './death-claims.ts';
import { debitOrderCollections } from './debit-order-collections.ts';
import { debitOrderMandates } from './debit-order-mandates.ts';
import { groupMembers } from './group-members.ts';
import { groupPremiums } from './group-premiums.ts';
import { hospitalClaims } from './hospital-claims.ts';
import { paymentReceived } from './payment-received.ts';
import { policySuspended } from './policy-suspended.ts';
import { preauthorizations } from './preauthorization.ts';
import { premiumDue } from './premium-due.ts';
import { premiumReceived } from './premium-received.ts';
import { premiumRegister } from './premium-register.ts';
import { refunds } from './refunds.ts';
import { registeredCustomers } from './registered-customers.ts';
import { reimbursementClaims } from './reimbursement-claims.ts';
import { vasAgents } from './vas-agents.ts';
import { webAgents } from './web-agents.ts';

/** Every built-in report (SPEC §7, and the debit-order and group-scheme reports of SPEC §1/§2's domains), by name. */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  premiumReceived,
  paymentReceived,
  dailyStats,
  allCreatedPolicies,
  claimFinalisation,
  registeredCustomers,
  preauthorizations,
  deathClaims,
  hospitalClaims,
  reimbursementClaims,
  refunds,
  vasAgents,
  webAgents,
  claimsPaid,
  claimNotification,
  claimsRegister,
  premiumRegister,
  debitOrderCollections,
  groupPremiums,
  claimsPayable,
  policySuspended,
  allOpenClaims,
  premiumDue,
  debitOrderMandates,
  groupMembers,
];

const BY_NAME = new Map(REPORT_DEFINITIONS.map((d) => [d.name, d]));
export const definitionOf = (name: string) => BY_NAME.get(name);
