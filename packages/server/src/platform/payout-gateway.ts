import { uuidv7 } from 'uuidv7';

/** One payout to a mobile-money wallet. The idempotency key lets the provider drop a repeated request. */
export interface PayoutRequest {
  idempotency_key: string;
  msisdn: string;
  amount_cents: number;
  currency_code: string;
  /** Shown to the recipient and in the provider's statement (e.g. the claim reference). */
  reference: string;
}

/** `pending`: the provider accepted it and will report later (the operator records the outcome). */
export interface PayoutResult {
  status: 'succeeded' | 'failed' | 'pending';
  provider_reference: string | null;
  failure_reason: string | null;
}

/** What a mobile-money provider adapter implements. */
export interface PayoutGateway {
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutResult>;
}

export interface SimulatedPayoutGateway extends PayoutGateway {
  /** Every distinct payout the simulator received (repeats of a key are not sent twice). */
  readonly sent: PayoutRequest[];
}

/**
 * The default adapter: deterministic by the recipient's number, so demos and tests can show every path.
 * - numbers ending in 9 fail with "Recipient limit exceeded";
 * - numbers ending in 8 stay pending (the operator reports the outcome later);
 * - every other number succeeds.
 * A repeated idempotency key answers the first result without sending again. `delayMs` simulates the network.
 */
export function createSimulatedPayoutGateway(opts: { delayMs?: number } = {}): SimulatedPayoutGateway {
  const sent: PayoutRequest[] = [];
  const results = new Map<string, Promise<PayoutResult>>();
  const delay = opts.delayMs ?? 0;
  return {
    name: 'simulated',
    sent,
    send(request) {
      const known = results.get(request.idempotency_key);
      if (known) return known;
      sent.push(request);
      const result = (async (): Promise<PayoutResult> => {
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
        const last = request.msisdn.replace(/\D/g, '').slice(-1);
        if (last === '9')
          return { status: 'failed', provider_reference: null, failure_reason: 'Recipient limit exceeded' };
        const provider_reference = `SIM-${uuidv7().slice(-12).toUpperCase()}`;
        if (last === '8') return { status: 'pending', provider_reference, failure_reason: null };
        return { status: 'succeeded', provider_reference, failure_reason: null };
      })();
      results.set(request.idempotency_key, result);
      return result;
    },
  };
}

/** The adapter chosen by the environment: the simulator (PAYOUT_SIMULATED_DELAY_MS sets its delay). */
export function payoutGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PayoutGateway {
  const delay = Number(env.PAYOUT_SIMULATED_DELAY_MS ?? 0);
  return createSimulatedPayoutGateway({ delayMs: Number.isFinite(delay) && delay > 0 ? delay : 0 });
}
