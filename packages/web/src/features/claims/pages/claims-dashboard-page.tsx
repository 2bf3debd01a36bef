import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useClaimSummary } from '../api/get-claim-summary.ts';
import { CLAIM_QUEUES, type ClaimQueue, useClaimQueue } from '../api/list-claim-queue.ts';
import { actionsFor, LIST_SAFE_ACTIONS, refusalOf } from '../components/claim-action-rules.ts';
import { useClaimActionRunner } from '../components/claim-actions-bar.tsx';
import { ClaimSearch } from '../components/claim-search.tsx';
import { ClaimsTable } from '../components/claims-table.tsx';
import { useClaimActionContext } from '../components/use-claim-action-context.ts';

/** The assessor's desk: work queues (oldest first, with their counts), safe actions from the list, and search. */
export default function ClaimsDashboardPage() {
  const { t } = useTranslation('claims');
  const canSubmit = usePermissions().has('claims.submit');
  // The queue (and the failed-payouts filter) come from the address, so a dashboard count opens its list.
  const [params, setParams] = useSearchParams();
  const asked = params.get('queue') as ClaimQueue | null;
  const queue: ClaimQueue = asked && CLAIM_QUEUES.includes(asked) ? asked : 'processing';
  const failedOnly = queue === 'payable' && params.get('payment_status') === 'failed';
  const setQueue = (q: ClaimQueue) => setParams({ queue: q }, { replace: true });
  const paging = usePaging(25);
  const summary = useClaimSummary();
  const list = useClaimQueue(queue, { ...paging.params, payment_status: failedOnly ? 'failed' : undefined });
  const ctx = useClaimActionContext();
  const runner = useClaimActionRunner((error) => {
    notify(errorText(error), 'error');
    void list.refetch();
  });
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('dashboard.title')}
        </Typography>
        {canSubmit && (
          <Button variant="contained" component={RouterLink} to="/make-claim">
            {t('make.title')}
          </Button>
        )}
      </Box>
      <Tabs
        value={queue}
        onChange={(_, v: ClaimQueue) => {
          setQueue(v);
          paging.firstPage();
        }}
        aria-label={t('dashboard.queues')}
        variant="scrollable"
      >
        {CLAIM_QUEUES.map((q) => (
          <Tab
            key={q}
            value={q}
            id={`queue-tab-${q}`}
            aria-controls="queue-panel"
            label={t(`queues.${q}`, { count: summary.data?.[q] ?? 0 })}
          />
        ))}
      </Tabs>
      <Box id="queue-panel" role="tabpanel" aria-labelledby={`queue-tab-${queue}`}>
        {failedOnly && (
          <Alert
            severity="warning"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => setQueue('payable')}>
                {t('dashboard.showAllPayable')}
              </Button>
            }
          >
            {t('dashboard.failedPayoutsOnly')}
          </Alert>
        )}
        <ClaimsTable
          label={t(`queueTitles.${queue}`)}
          list={list}
          paging={paging}
          actionsOf={(c) => actionsFor(c, ctx).filter((a) => LIST_SAFE_ACTIONS.has(a) && !refusalOf(c, a))}
          onAction={runner.start}
          busy={runner.busy}
        />
      </Box>
      <ClaimSearch />
      {runner.dialog}
    </Stack>
  );
}
