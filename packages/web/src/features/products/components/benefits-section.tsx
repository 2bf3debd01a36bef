import type { Benefit, ProductDetail } from '@coverdesk/contract/products/products.schemas';
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
import { useDeleteBenefit } from '../api/delete-benefit.ts';
import { BenefitDialog } from './benefit-dialog.tsx';
import { Section } from './section.tsx';

/** The product's benefits: fixed, variable and cashback indemnities. */
export function BenefitsSection({ product, canWrite }: { product: ProductDetail; canWrite: boolean }) {
  const { t } = useTranslation('products');
  const currency = product.currency_code ?? '';
  const [editing, setEditing] = useState<Benefit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Benefit | null>(null);
  const remove = useDeleteBenefit();
  return (
    <Section
      title={t('benefits.title')}
      action={
        canWrite && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t('benefits.create')}
          </Button>
        )
      }
    >
      <Table size="small" aria-label={t('benefits.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('benefits.type')}</TableCell>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('benefits.amount')}</TableCell>
            <TableCell>{t('benefits.max_amount')}</TableCell>
            <TableCell align="right">{t('benefits.cashback_percentage')}</TableCell>
            {canWrite && <TableCell>{t('app:table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {product.benefits.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{t('benefits.none')}</TableCell>
            </TableRow>
          )}
          {product.benefits.map((b) => (
            <TableRow key={b.guid}>
              <TableCell>{t(`values.benefit_type.${b.benefit_type}`)}</TableCell>
              <TableCell>{b.name}</TableCell>
              <TableCell>
                <Money cents={b.amount_benefit} currency={currency} />
              </TableCell>
              <TableCell>{b.max_amount === null ? '' : <Money cents={b.max_amount} currency={currency} />}</TableCell>
              <TableCell align="right">{b.cashback_percentage === null ? '' : `${b.cashback_percentage} %`}</TableCell>
              {canWrite && (
                <TableCell>
                  <RowActions
                    editLabel={t('benefits.editOne', { name: b.name })}
                    deleteLabel={t('benefits.deleteOne', { name: b.name })}
                    onEdit={() => setEditing(b)}
                    onDelete={() => setDeleting(b)}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <BenefitDialog
          product={product}
          benefit={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('benefits.deleteTitle')}
        text={t('benefits.deleteText', { name: deleting?.name })}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => notify(t('benefits.deleted', { name: deleting.name }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Section>
  );
}
