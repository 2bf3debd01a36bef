import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import type { Permission } from '@coverdesk/contract/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every tab of the customer details receives. */
export interface CustomerTabProps {
  customer: Customer;
}

export interface CustomerTab {
  /** The URL segment: /customers/{guid}/{id}. */
  id: string;
  /** An i18next key with its namespace, e.g. `customers:tabs.overview`. */
  label: string;
  /** Shown only to users with this permission. */
  permission: Permission;
  Component: LazyExoticComponent<ComponentType<CustomerTabProps>>;
}

/** A tab of the customer details, loaded lazily (its own chunk) when first shown. */
export const customerTab = (
  id: string,
  label: string,
  permission: Permission,
  load: () => Promise<{ default: ComponentType<CustomerTabProps> }>,
): CustomerTab => ({ id, label, permission, Component: lazy(load) });
