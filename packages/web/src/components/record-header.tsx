import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

/** One key fact of a record: a label and its value, a link when `to` is given (the customer, the policy…). */
export interface RecordFact {
  label: string;
  value: ReactNode;
  to?: string;
}

/**
 * The head of a record's page (a policy, a claim, a customer): its title (the page's h1) with its status chip and
 * badges, the key facts in one wrapped row, then the action bar. Facts without a value are left out. Together with
 * `RecordTabs` it replaces a long stack of cards (issue 13: a policy page was 2,100 px high).
 */
export function RecordHeader(props: {
  title: string;
  status?: ReactNode;
  /** Beside the status: e.g. "High risk", a telephone number. */
  badges?: ReactNode;
  facts?: readonly RecordFact[];
  /** The record's buttons; shown as a toolbar under the facts. */
  actions?: ReactNode;
  /** A link back to the list, shown at the right of the title row. */
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const facts = (props.facts ?? []).filter((f) => f.value !== undefined && f.value !== null && f.value !== '');
  return (
    <Paper variant="outlined" component="header" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {props.title}
        </Typography>
        {props.status}
        {props.badges}
        <Box sx={{ flexGrow: 1 }} />
        {props.back && (
          <Link component={RouterLink} to={props.back.to}>
            {props.back.label}
          </Link>
        )}
      </Box>
      {facts.length > 0 && (
        <Box
          component="dl"
          aria-label={t('record.keyFacts')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, '& dd': { m: 0, fontWeight: 500 } }}
        >
          {facts.map((f) => (
            <Box key={f.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <dd>
                {f.to ? (
                  <Link component={RouterLink} to={f.to}>
                    {f.value}
                  </Link>
                ) : (
                  f.value
                )}
              </dd>
            </Box>
          ))}
        </Box>
      )}
      {props.actions && (
        <Box
          role="toolbar"
          aria-label={t('record.actions')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {props.actions}
        </Box>
      )}
    </Paper>
  );
}

/** One tab of a record's page: its id (kept in the URL as `?tab=`), its label and what it shows. */
export interface RecordTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * A record's sections as tabs under its header: one shows at a time, the chosen one is part of the URL (`?tab=id`, the
 * first tab being the default) so a link or a reload opens it again. An unknown tab shows the first.
 */
/**
 * A tab bar whose tabs wrap onto a second line rather than scroll: every section is in sight at 1366 px, none behind
 * an arrow (issue 30). The sliding indicator cannot follow a wrapped tab, so the chosen tab is underlined itself.
 */
export const WRAPPING_TABS = {
  '& .MuiTabs-list, & .MuiTabs-flexContainer': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root.Mui-selected': { boxShadow: (th: Theme) => `inset 0 -2px 0 ${th.palette.primary.main}` },
} as const;

export function RecordTabs({ tabs }: { tabs: readonly RecordTab[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const base = useId();
  const current = tabs.find((x) => x.id === params.get('tab')) ?? tabs[0];
  if (!current) return null;
  const choose = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === tabs[0]?.id) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_, id: string) => choose(id)}
        aria-label={t('record.sections')}
        sx={{ ...WRAPPING_TABS, borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((x) => (
          <Tab key={x.id} value={x.id} label={x.label} id={`${base}-tab-${x.id}`} aria-controls={`${base}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.id}`}>
        {current.content}
      </Box>
    </Box>
  );
}
