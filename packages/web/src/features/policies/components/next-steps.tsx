import type { PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import { POLICY_TRANSITIONS } from '@coverdesk/contract/policies/policy-transitions';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The statuses this policy may move to next (the server's state machine) and what moves it there. */
export function NextSteps({ status }: { status: string }) {
  const { t } = useTranslation('policies');
  const next = POLICY_TRANSITIONS[status as PolicyStatus] ?? [];
  if (next.length === 0) return <Typography variant="body2">{t('next.final')}</Typography>;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {next.map((to) => (
        <li key={to}>
          <Typography variant="body2" component="span">
            <strong>{t(`status.${to}`)}</strong> — {t(`next.${to}`)}
          </Typography>
        </li>
      ))}
    </ul>
  );
}
