import { uuidv7 } from 'uuidv7';

/** A request to a customer's mobile wallet to pay (a push the customer approves on the phone). */
export interface CollectionRequest {
  idempotency_key: string;
  msisdn: string;
  amount_cents: number;
  currency_code: string;
  /** Shown to the customer (e.g. the policy number). */
  reference: string;
}

/** `pending`: the wallet accepted the request and the customer has not answered yet (ask again with `status`). */
export interface CollectionResult {
  status: 'succeeded' | 'failed' | 'pending';
  provider_reference: string | null;
  failure_reason: string | null;
}

/** What a mobile-wallet collection adapter implements. */
export interface WalletGateway {
  readonly name: string;
  collect(request: CollectionRequest): Promise<CollectionResult>;
  /** The current outcome of a request answered `pending` earlier. */
  status(providerReference: string): Promise<CollectionResult>;
}

export interface SimulatedWalletGateway extends WalletGateway {
  /** Every distinct request the simulator received (repeats of a key are not sent twice). */
  readonly sent: CollectionRequest[];
}

/**
 * The default adapter, deterministic by the payer's number (as the payout simulator) so demos and tests show every path:
 * - numbers ending in 9 fail with "Insufficient funds";
 * - numbers ending in 8 stay pending, and succeed when asked again (`status`: the customer approved later);
 * - every other number succeeds at once.
 * A repeated idempotency key answers the first result without asking again.
 */
export function createSimulatedWalletGateway(): SimulatedWalletGateway {
  const sent: CollectionRequest[] = [];
  const results = new Map<string, Promise<CollectionResult>>();
  const pending = new Set<string>();
  return {
    name: 'simulated',
    sent,
    collect(request) {
      const known = results.get(request.idempotency_key);
      if (known) return known;
      sent.push(request);
      const last = request.msisdn.replace(/\D/g, '').slice(-1);
      const provider_reference = `WAL-${uuidv7().slice(-12).toUpperCase()}`;
      const result: CollectionResult =
        last === '9'
          ? { status: 'failed', provider_reference, failure_reason: 'Insufficient funds' }
          : last === '8'
            ? { status: 'pending', provider_reference, failure_reason: null }
            : { status: 'succeeded', provider_reference, failure_reason: null };
      if (result.status === 'pending') pending.add(provider_reference);
      const p = Promise.resolve(result);
      results.set(request.idempotency_key, p);
      return p;
    },
    async status(providerReference) {
      // A reference this process never issued (another process, a restart): the simulated customer approved it.
      pending.delete(providerReference);
      return { status: 'succeeded', provider_reference: providerReference, failure_reason: null };
    },
  };
}

/** The adapter chosen by the environment: the simulator (a provider adapter plugs in here). */
export function walletGatewayFromEnv(_env: NodeJS.ProcessEnv = process.env): WalletGateway {
  return createSimulatedWalletGateway();
}
