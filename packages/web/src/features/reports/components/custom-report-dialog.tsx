import {
  type CustomReport,
  type CustomReportInput,
  FILTER_OPERATORS,
} from '@coverdesk/contract/reports/reports.schemas';
import DeleteOutline from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useDatasets, useSaveCustomReport } from '../api/custom-reports.ts';

type Filter = { field: string; op: (typeof FILTER_OPERATORS)[number]; value: string };

const initial = (r: CustomReport | null) => ({
  name: r?.name ?? '',
  dataset: r?.dataset ?? 'payments',
  columns: r?.columns ?? [],
  group_by: r?.group_by ?? [],
  sums: r?.sums ?? [],
  filters: (r?.filters ?? []).map((f) => ({
    field: f.field,
    op: f.op,
    value: Array.isArray(f.value) ? f.value.join(', ') : String(f.value),
  })) as Filter[],
});

/** The safe query builder: a dataset from the fixed list, its fields as columns, filters, grouping and sums. */
export function CustomReportDialog(props: { report: CustomReport | null; open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('reports');
  const datasets = useDatasets(i18n.language);
  const save = useSaveCustomReport();
  const [v, setV] = useState(() => initial(props.report));
  const [touched, setTouched] = useState(false);
  const dataset = datasets.data?.items.find((d) => d.name === v.dataset);
  const fields = dataset?.fields ?? [];
  const typeOf = (key: string) => fields.find((f) => f.key === key)?.type;
  const problems = {
    name: v.name.trim() ? undefined : t('errors.required'),
    columns: v.columns.length || v.group_by.length || v.sums.length ? undefined : t('custom.errors.columns'),
  };
  const submit = () => {
    setTouched(true);
    if (problems.name || problems.columns) return;
    const body: CustomReportInput = {
      name: v.name.trim(),
      dataset: v.dataset,
      columns: v.columns.length ? v.columns : [...v.group_by, ...v.sums],
      group_by: v.group_by,
      sums: v.sums,
      filters: v.filters
        .filter((f) => f.field && f.value.trim())
        .map((f) => {
          const type = typeOf(f.field);
          const value =
            f.op === 'in'
              ? f.value
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean)
              : type === 'money'
                ? Math.round(Number(f.value) * 100)
                : type === 'number'
                  ? Number(f.value)
                  : f.value.trim();
          return { field: f.field, op: f.op, value };
        }),
    };
    save.mutate({ ...body, id: props.report?.id }, { onSuccess: props.onClose });
  };
  const multi = (label: string, key: 'columns' | 'group_by' | 'sums', options = fields) => (
    <TextField
      select
      label={label}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.target.value as unknown as string[] })}
      slotProps={{ select: { multiple: true } }}
      error={key === 'columns' && touched && Boolean(problems.columns)}
      helperText={key === 'columns' && touched ? problems.columns : t(`custom.hints.${key}`)}
    >
      {options.map((f) => (
        <MenuItem key={f.key} value={f.key}>
          {f.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md">
      <DialogTitle>{props.report ? t('custom.editTitle') : t('custom.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('custom.fields.name')}
            required
            value={v.name}
            onChange={(e) => setV({ ...v, name: e.target.value })}
            error={touched && Boolean(problems.name)}
            helperText={touched ? problems.name : undefined}
          />
          <TextField
            select
            label={t('custom.fields.dataset')}
            value={v.dataset}
            onChange={(e) =>
              setV({ ...v, dataset: e.target.value as never, columns: [], group_by: [], sums: [], filters: [] })
            }
          >
            {(datasets.data?.items ?? []).map((d) => (
              <MenuItem key={d.name} value={d.name}>
                {d.label}
              </MenuItem>
            ))}
          </TextField>
          {multi(t('custom.fields.columns'), 'columns')}
          {multi(t('custom.fields.group_by'), 'group_by')}
          {multi(
            t('custom.fields.sums'),
            'sums',
            fields.filter((f) => f.summable),
          )}
          <Typography variant="subtitle2">{t('custom.fields.filters')}</Typography>
          {v.filters.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: filter rows have no identity of their own
            <Stack direction="row" spacing={1} key={i} sx={{ alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('custom.fields.field')}
                value={f.field}
                sx={{ minWidth: 180 }}
                onChange={(e) =>
                  setV({ ...v, filters: v.filters.map((x, j) => (j === i ? { ...x, field: e.target.value } : x)) })
                }
              >
                {fields.map((x) => (
                  <MenuItem key={x.key} value={x.key}>
                    {x.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('custom.fields.op')}
                value={f.op}
                sx={{ minWidth: 140 }}
                onChange={(e) =>
                  setV({
                    ...v,
                    filters: v.filters.map((x, j) => (j === i ? { ...x, op: e.target.value as Filter['op'] } : x)),
                  })
                }
              >
                {FILTER_OPERATORS.map((op) => (
                  <MenuItem key={op} value={op}>
                    {t(`custom.ops.${op}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={t('custom.fields.value')}
                value={f.value}
                onChange={(e) =>
                  setV({ ...v, filters: v.filters.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })
                }
                type={typeOf(f.field) === 'date' || typeOf(f.field) === 'datetime' ? 'date' : 'text'}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <IconButton
                aria-label={t('custom.removeFilter')}
                onClick={() => setV({ ...v, filters: v.filters.filter((_, j) => j !== i) })}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              setV({ ...v, filters: [...v.filters, { field: fields[0]?.key ?? '', op: 'eq', value: '' }] })
            }
          >
            {t('custom.addFilter')}
          </Button>
          {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('custom.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
