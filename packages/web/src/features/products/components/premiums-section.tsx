import type { ProductDetail, ProductPremium } from '@coverdesk/contract/products/products.schemas';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowActions } from '../../../components/forms/row-actions.tsx';
import { Money } from '../../../components/money.tsx';
import { useDeletePremium } from '../api/delete-premium.ts';
import { PremiumDialog } from './premium-dialog.tsx';
import { Section } from './section.tsx';

/** The product's premiums, each with the benefit it buys as the server computes it (`benefit_in_cents`, SPEC §9). */
export function PremiumsSection({ product, canWrite }: { product: ProductDetail; canWrite: boolean }) {
  const { t } = useTranslation('products');
  const currency = product.currency_code ?? '';
  const [editing, setEditing] = useState<ProductPremium | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductPremium | null>(null);
  const remove = useDeletePremium();
  const label = (p: ProductPremium) =>
    `${(p.amount_in_cents / 100).toFixed(2)} ${t(`values.granularity.${p.granularity}`)}`;
  return (
    <Section
      title={t('premiums.title')}
      action={
        canWrite && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t('premiums.create')}
          </Button>
        )
      }
    >
      <Table size="small" aria-label={t('premiums.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('premiums.amount')}</TableCell>
            <TableCell>{t('fields.granularity')}</TableCell>
            <TableCell align="right">{t('premiums.quantity')}</TableCell>
            <TableCell>{t('fields.active')}</TableCell>
            <TableCell>{t('premiums.benefit')}</TableCell>
            {canWrite && <TableCell>{t('app:table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {product.premiums.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{t('premiums.none')}</TableCell>
            </TableRow>
          )}
          {product.premiums.map((p) => (
            <TableRow key={p.guid}>
              <TableCell>
                <Money cents={p.amount_in_cents} currency={currency} />
              </TableCell>
              <TableCell>{t(`values.granularity.${p.granularity}`)}</TableCell>
              <TableCell align="right">{p.quantity}</TableCell>
              <TableCell>{t(p.active ? 'yes' : 'no')}</TableCell>
              <TableCell>
                <Money cents={p.benefit_in_cents} currency={currency} /> ({t(`premiums.basis.${p.benefit_basis}`)})
              </TableCell>
              {canWrite && (
                <TableCell>
                  <RowActions
                    editLabel={t('premiums.editOne', { name: label(p) })}
                    deleteLabel={t('premiums.deleteOne', { name: label(p) })}
                    onEdit={() => setEditing(p)}
                    onDelete={() => setDeleting(p)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <PremiumDialog
          product={product}
          premium={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('premiums.deleteTitle')}
        text={t('premiums.deleteText', { name: deleting ? label(deleting) : '' })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.guid, {
            onSuccess: () => notify(t('premiums.deleted'), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Section>
  );
}
