import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { RecordTimeline } from '../../../components/audit/record-timeline.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useProduct } from '../api/get-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { BenefitsSection } from '../components/benefits-section.tsx';
import { ExtendedSection, GroupSection, MembershipSection } from '../components/config-sections.tsx';
import { PremiumsSection } from '../components/premiums-section.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { Section } from '../components/section.tsx';

/**
 * A product and everything configured under it, each part an editable section for `products.write`; other roles see
 * the same screen read-only (the server refuses their changes anyway).
 */
export default function ProductPage() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  const canWrite = usePermissions().has('products.write');
  const loaded = useProduct(id);
  const update = useUpdateProduct(id);
  const p = loaded.data;
  if (loaded.isError)
    return (
      <Alert severity="error" role="alert">
        {errorText(loaded.error, t('notFound'))}
      </Alert>
    );
  if (!p) return <CircularProgress aria-label={t('app:loading')} />;
  const currency = p.currency_code ?? '';
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/products">
        {t('backToList')}
      </Link>
      <Typography variant="h4" component="h1">
        {p.name}
      </Typography>
      <Section title={t('mainSection')}>
        <ProductForm
          key={p.updated_at}
          product={p}
          currency={currency}
          readOnly={!canWrite}
          busy={update.isPending}
          error={update.error}
          errorFallback={t('updateFailed')}
          onSubmit={(body) =>
            update.mutate(body, { onSuccess: (r) => notify(t('updated', { name: r.name }), 'success') })
          }
        />
      </Section>
      <PremiumsSection product={p} canWrite={canWrite} />
      <BenefitsSection product={p} canWrite={canWrite} />
      <MembershipSection productGuid={p.guid} canWrite={canWrite} />
      <ExtendedSection productGuid={p.guid} currency={currency} canWrite={canWrite} />
      <GroupSection productGuid={p.guid} canWrite={canWrite} />
      <RecordTimeline entityGuid={p.guid} />
    </Stack>
  );
}
