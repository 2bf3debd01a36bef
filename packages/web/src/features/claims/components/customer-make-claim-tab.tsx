import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import { MakeClaimFlow } from './make-claim/make-claim-flow.tsx';

/** The "Make claim" tab of the customer's page (registered in the customers feature's tabs): starts with this customer. */
export default function CustomerMakeClaimTab({ customer }: { customer: Customer }) {
  return <MakeClaimFlow customer={customer} />;
}
