import type { ImportBatch } from '@coverdesk/contract/common/imports';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Stage = NonNullable<ImportBatch['stages']>[number];

function StageIcon({ status }: { status: Stage['status'] }) {
  if (status === 'done') return <CheckCircle color="success" fontSize="small" />;
  if (status === 'failed') return <ErrorIcon color="error" fontSize="small" />;
  if (status === 'running') return <CircularProgress size={18} />;
  if (status === 'skipped') return <Block color="disabled" fontSize="small" />;
  return <RadioButtonUnchecked color="disabled" fontSize="small" />;
}

/**
 * An import's named steps (e.g. loyalty's reading … reporting), live: each with its status, its count and the
 * breakdown of the count. `label` and `detail` give the texts of the step names and breakdown keys (the feature's).
 */
export function ImportStages(props: { batch: ImportBatch; label(name: string): string; detail(key: string): string }) {
  const { t, i18n } = useTranslation();
  const n = (x: number) => x.toLocaleString(i18n.language);
  const stages = props.batch.stages ?? [];
  if (!stages.length) return null;
  return (
    <Box component="ol" aria-label={t('app:imports.stagesTitle')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
      {stages.map((s) => (
        <Box
          component="li"
          key={s.name}
          aria-label={`${props.label(s.name)}: ${t(`app:imports.stageStatus.${s.status}`)}${s.count === null ? '' : `, ${n(s.count)}`}`}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, py: 0.75 }}
        >
          <Box sx={{ width: 20, display: 'flex', justifyContent: 'center', pt: 0.25 }}>
            <StageIcon status={s.status} />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body1">
              {props.label(s.name)}
              {s.count !== null && (
                <Typography component="span" variant="body1" sx={{ fontWeight: 600, ml: 1 }}>
                  {n(s.count)}
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`app:imports.stageStatus.${s.status}`)}
              {s.detail &&
                Object.entries(s.detail).map(([k, v]) => (
                  <Box component="span" key={k} sx={{ ml: 2 }}>
                    {props.detail(k)}: {n(v)}
                  </Box>
                ))}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
