/**
 * The collection bank (DebiCheck) adapter: registers a debit order's mandate, which the customer then authenticates
 * with their bank. A real provider adapter implements the same interface; collections themselves go to the bank as
 * the day's transactions, and its answers (unpaid codes) come back through `PUT debit_order_transactions/process` or
 * a bank answer file.
 */
export interface MandateRequest {
  mandate_reference: string;
  account_number: string;
  branch_code: string | null;
  account_holder: string;
  amount_in_cents: number;
  day: number;
  msisdn: string;
}

/**
 * `active`: the customer authenticated it; `pending_authentication`: waiting for the customer (it expires when they
 * never do); `rejected`: the bank refused it (with a message).
 */
export interface MandateResult {
  status: 'active' | 'pending_authentication' | 'rejected';
  message: string | null;
}

export interface BankGateway {
  readonly name: string;
  requestMandate(request: MandateRequest): Promise<MandateResult>;
}

export interface SimulatedBankGateway extends BankGateway {
  /** Every mandate request the simulator received, in order. */
  readonly requests: MandateRequest[];
}

/**
 * The default adapter, deterministic by the account number so demos and tests can show every path:
 * - accounts ending in 9 are rejected ("Account closed");
 * - accounts ending in 8 stay pending authentication (the customer never answers: the mandate expires);
 * - every other account is authenticated at once (active).
 */
export function createSimulatedBankGateway(): SimulatedBankGateway {
  const requests: MandateRequest[] = [];
  return {
    name: 'simulated',
    requests,
    async requestMandate(request) {
      requests.push(request);
      const last = request.account_number.slice(-1);
      if (last === '9') return { status: 'rejected', message: 'Account closed' };
      if (last === '8') return { status: 'pending_authentication', message: null };
      return { status: 'active', message: null };
    },
  };
}

/** The adapter chosen by the environment: the simulator (no provider adapter is configured yet). */
export function bankGatewayFromEnv(): BankGateway {
  return createSimulatedBankGateway();
}
