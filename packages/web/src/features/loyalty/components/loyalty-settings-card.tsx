import { loyaltySettingsInput } from '@coverdesk/contract/loyalty/loyalty.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { Money } from '../../../components/money.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { fieldErrorsOf } from '../../../lib/http-error.ts';
import { useLoyaltyProducts } from '../api/loyalty-products.ts';
import { useLoyaltySettings, useSaveLoyaltySettings } from '../api/loyalty-settings.ts';

/**
 * The partner's loyalty rule: which product is given free, the spend that earns it (currency units, kept in cents)
 * and how many days a period lasts. Readers see it; writers change it.
 */
export function LoyaltySettingsCard({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('loyalty');
  const settings = useLoyaltySettings();
  const products = useLoyaltyProducts(true);
  const save = useSaveLoyaltySettings();
  const [product, setProduct] = useState('');
  const [threshold, setThreshold] = useState('');
  const [days, setDays] = useState('30');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!settings.data) return;
    setProduct(settings.data.product_guid ?? '');
    setThreshold(settings.data.product_guid ? String(settings.data.spend_threshold_cents / 100) : '');
    setDays(String(settings.data.period_days));
  }, [settings.data]);
  const chosen = products.data?.find((p) => p.guid === product);
  const currency = chosen?.currency_code ?? '';
  const server = fieldErrorsOf(save.error);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amount = threshold.trim().replace(',', '.');
    const parsed = loyaltySettingsInput.safeParse({
      product_guid: product,
      spend_threshold_cents: /^\d+(\.\d{0,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN,
      period_days: Number(days),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), t(`settings.errors.${String(i.path[0])}`)]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => notify(t('settings.saved'), 'success') });
  };

  const configured = Boolean(settings.data?.product_guid);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="loyalty-settings-title">
      <Typography variant="h6" component="h2" id="loyalty-settings-title">
        {t('settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.rule')}
      </Typography>
      <OperationError error={settings.error} title={t('settings.loadFailed')} />
      {!canWrite && settings.data && (
        <Typography>
          {configured ? (
            <>
              {t('settings.summary', {
                product: products.data?.find((p) => p.guid === settings.data.product_guid)?.name ?? '…',
                days: settings.data.period_days,
              })}{' '}
              <Money cents={settings.data.spend_threshold_cents} currency={currency || 'USD'} />
            </>
          ) : (
            t('settings.none')
          )}
        </Typography>
      )}
      {canWrite && (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-labelledby="loyalty-settings-title"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <OperationError error={save.error} title={t('settings.saveFailed')} />
          <TextField
            select
            label={t('settings.product')}
            value={product}
            onChange={(e) => setProduct(e.target.value)}
            error={Boolean(errors.product_guid ?? server.product_guid)}
            helperText={errors.product_guid ?? server.product_guid}
            sx={{ minWidth: 240 }}
          >
            {(products.data ?? []).map((p) => (
              <MenuItem key={p.guid} value={p.guid}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={currency ? `${t('settings.threshold')} (${currency})` : t('settings.threshold')}
            value={threshold}
            inputMode="decimal"
            onChange={(e) => setThreshold(e.target.value)}
            error={Boolean(errors.spend_threshold_cents ?? server.spend_threshold_cents)}
            helperText={errors.spend_threshold_cents ?? server.spend_threshold_cents}
          />
          <TextField
            label={t('settings.periodDays')}
            value={days}
            type="number"
            onChange={(e) => setDays(e.target.value)}
            error={Boolean(errors.period_days ?? server.period_days)}
            helperText={errors.period_days ?? server.period_days}
            sx={{ width: 160 }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
            {t('settings.save')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
