import { CustomerDetailsPage } from '../../features/customers/pages/customer-details/customer-details-page.tsx';
import { CUSTOMER_TABS } from './customer-tabs.ts';

/** The customer details with the tabs of every feature (loaded lazily by the router, like the page it wraps). */
export default function ComposedCustomerDetailsPage() {
  return <CustomerDetailsPage tabs={CUSTOMER_TABS} />;
}
