import type { Permission } from '@coverdesk/contract/permissions';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Autorenew from '@mui/icons-material/Autorenew';
import BarChartIcon from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import DriveFolderUpload from '@mui/icons-material/DriveFolderUpload';
import Email from '@mui/icons-material/Email';
import EventRepeat from '@mui/icons-material/EventRepeat';
import FactCheck from '@mui/icons-material/FactCheck';
import Flag from '@mui/icons-material/Flag';
import Gavel from '@mui/icons-material/Gavel';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Insights from '@mui/icons-material/Insights';
import Inventory2 from '@mui/icons-material/Inventory2';
import Loyalty from '@mui/icons-material/Loyalty';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PhoneCallback from '@mui/icons-material/PhoneCallback';
import Public from '@mui/icons-material/Public';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Savings from '@mui/icons-material/Savings';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import Schema from '@mui/icons-material/Schema';
import Search from '@mui/icons-material/Search';
import Settings from '@mui/icons-material/Settings';
import Sms from '@mui/icons-material/Sms';
import TableChart from '@mui/icons-material/TableChart';
import TextSnippet from '@mui/icons-material/TextSnippet';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';

/**
 * A screen of the navigation: its route, its label (a locale key), its icon and the permission that shows it in the
 * sidebar (the router guards the route itself with the permission the screen needs).
 */
export interface NavItem {
  to: string;
  label: string;
  icon: SvgIconComponent;
  permission: Permission;
}

/** A group of screens by the work they serve; a group with no item the user may see is not shown. */
export interface NavGroup {
  id: 'customers' | 'claims' | 'payments' | 'messaging' | 'reports' | 'administration';
  label: string;
  icon: SvgIconComponent;
  items: NavItem[];
}

/** The home screen, above the groups. */
export const HOME: NavItem = { to: '/', label: 'nav.dashboard', icon: Dashboard, permission: 'dashboard.read' };

/**
 * The navigation, by work. A new screen is one line in its group (a group stays hidden while empty).
 */
export const NAVIGATION_GROUPS: NavGroup[] = [
  {
    id: 'customers',
    label: 'nav.groups.customers',
    icon: People,
    items: [
      { to: '/customers', label: 'customers:nav.search', icon: Search, permission: 'customers.read' },
      { to: '/register-customer', label: 'customers:nav.register', icon: PersonAdd, permission: 'customers.write' },
      { to: '/policies', label: 'policies:title', icon: Description, permission: 'policies.read' },
      { to: '/groups', label: 'groups:nav', icon: Groups, permission: 'groups.read' },
      { to: '/products', label: 'nav.products', icon: Inventory2, permission: 'products.read' },
      { to: '/bulk-onboarding', label: 'onboarding:nav', icon: GroupAdd, permission: 'onboarding.read' },
    ],
  },
  {
    id: 'claims',
    label: 'nav.groups.claims',
    icon: Gavel,
    items: [
      { to: '/claims', label: 'claims:nav.claims', icon: Assignment, permission: 'claims.read' },
      { to: '/make-claim', label: 'claims:nav.makeClaim', icon: NoteAdd, permission: 'claims.submit' },
      { to: '/claim-callbacks', label: 'claims:nav.callbacks', icon: PhoneCallback, permission: 'claims.read' },
      { to: '/preauthorizations', label: 'claims:nav.preauthorizations', icon: FactCheck, permission: 'claims.read' },
      { to: '/complex-claims', label: 'claims:nav.complex', icon: AccountTree, permission: 'claims.read' },
    ],
  },
  {
    id: 'payments',
    label: 'nav.groups.payments',
    icon: Payments,
    items: [
      { to: '/payments', label: 'payments:title', icon: ReceiptLong, permission: 'payments.read' },
      { to: '/bulk-payments', label: 'payments:nav.bulk', icon: UploadFile, permission: 'payments.read' },
      { to: '/remittances', label: 'payments:nav.remittances', icon: AccountBalance, permission: 'payments.read' },
      {
        to: '/unallocated-money',
        label: 'payments:nav.unallocated',
        icon: SavingsOutlined,
        permission: 'payments.read',
      },
      { to: '/debit-orders', label: 'debit-orders:nav.orders', icon: AccountBalance, permission: 'payments.read' },
      {
        to: '/debit-orders/transactions',
        label: 'debit-orders:nav.transactions',
        icon: EventRepeat,
        permission: 'payments.read',
      },
      {
        to: '/debit-orders/bank-files',
        label: 'debit-orders:nav.bankFiles',
        icon: DriveFolderUpload,
        permission: 'payments.read',
      },
      { to: '/cashback', label: 'debit-orders:nav.cashback', icon: Savings, permission: 'payments.read' },
    ],
  },
  {
    id: 'messaging',
    label: 'nav.groups.messaging',
    icon: Sms,
    items: [
      { to: '/knowledge-base', label: 'knowledge-base:nav', icon: MenuBook, permission: 'knowledge_base.read' },
      { to: '/loyalty', label: 'loyalty:nav', icon: Loyalty, permission: 'loyalty.read' },
      { to: '/loyalty/renewal', label: 'loyalty:navRenewal', icon: Autorenew, permission: 'loyalty.read' },
      { to: '/admin/templates', label: 'templates:nav', icon: Article, permission: 'templates.manage' },
      { to: '/admin/email-templates', label: 'templates:email.nav', icon: Email, permission: 'templates.manage' },
      { to: '/sms/templates', label: 'sms:nav.templates', icon: TextSnippet, permission: 'templates.manage' },
      { to: '/sms/blast', label: 'sms:nav.blast', icon: Campaign, permission: 'sms.write' },
      { to: '/sms/bulk', label: 'sms:nav.bulk', icon: GroupAdd, permission: 'sms.write' },
      { to: '/sms/batches', label: 'sms:nav.batches', icon: Sms, permission: 'sms.read' },
    ],
  },
  {
    id: 'reports',
    label: 'nav.groups.reports',
    icon: Assessment,
    items: [
      { to: '/reports', label: 'reports:nav', icon: TableChart, permission: 'reports.read' },
      { to: '/reports/custom', label: 'reports:custom.nav', icon: Insights, permission: 'reports.read' },
      { to: '/reports/engine', label: 'reports:engine.nav', icon: Schema, permission: 'reports.read' },
      { to: '/reports/dashboard', label: 'reports:bi.nav', icon: BarChartIcon, permission: 'reports.read' },
      {
        to: '/admin/internal-dashboard',
        label: 'reports:internal.nav',
        icon: MonitorHeart,
        permission: 'internal.read',
      },
    ],
  },
  {
    id: 'administration',
    label: 'nav.groups.administration',
    icon: AdminPanelSettings,
    items: [
      // Shown to those who administer them; the screens stay readable by address to the roles that may read them.
      { to: '/admin/partners', label: 'nav.partners', icon: Business, permission: 'partners.write' },
      { to: '/admin/countries', label: 'nav.countries', icon: Public, permission: 'countries.write' },
      { to: '/admin/feature-flags', label: 'nav.featureFlags', icon: Flag, permission: 'feature_flags.write' },
      { to: '/admin/reference', label: 'nav.reference', icon: Tune, permission: 'partners.write' },
      { to: '/admin/users', label: 'users:nav', icon: ManageAccounts, permission: 'users.read' },
      { to: '/admin/audit', label: 'audit:nav', icon: History, permission: 'audit.read' },
      { to: '/admin/configuration', label: 'configuration:nav', icon: Settings, permission: 'outbox.write' },
    ],
  },
];

/** Every screen of the navigation, home first. */
export const NAVIGATION: NavItem[] = [HOME, ...NAVIGATION_GROUPS.flatMap((g) => g.items)];

/** The groups this user may see, each with only the items their permissions allow; empty groups dropped. */
export const visibleGroups = (permissions: ReadonlySet<Permission>) =>
  NAVIGATION_GROUPS.map((g) => ({ ...g, items: g.items.filter((i) => permissions.has(i.permission)) })).filter(
    (g) => g.items.length > 0,
  );

/** Every screen this user may see, home first (flat). */
export const visibleNavigation = (permissions: ReadonlySet<Permission>) =>
  NAVIGATION.filter((e) => permissions.has(e.permission));

/** The group and item a path belongs to (the longest route that prefixes it), for breadcrumbs and the page title. */
export function navigationOf(pathname: string): { group?: NavGroup; item: NavItem } | undefined {
  if (pathname === '/') return { item: HOME };
  let best: { group: NavGroup; item: NavItem } | undefined;
  for (const group of NAVIGATION_GROUPS)
    for (const item of group.items)
      if ((pathname === item.to || pathname.startsWith(`${item.to}/`)) && item.to.length > (best?.item.to.length ?? 0))
        best = { group, item };
  return best;
}
