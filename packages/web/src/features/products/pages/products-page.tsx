import { PRODUCT_TYPES, type ProductType } from '@coverdesk/contract/products/products.constants';
import type { Product } from '@coverdesk/contract/products/products.schemas';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { Money } from '../../../components/money.tsx';
import { useCreateProduct } from '../api/create-product.ts';
import { useProducts } from '../api/list-products.ts';
import { usePartnerCurrency } from '../api/partner-currency.ts';
import { ProductForm } from '../components/product-form.tsx';

/**
 * The selected partner's products, filtered by type and active. GET /api/products answers the whole list (a partner
 * has tens of products, not thousands), so the table pages it on the screen.
 */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const canWrite = usePermissions().has('products.write');
  const navigate = useNavigate();
  const [type, setType] = useState<ProductType | ''>('');
  const [activeOnly, setActiveOnly] = useState(false);
  const paging = usePaging();
  const list = useProducts({ type: type || undefined, active_only: activeOnly });
  const [creating, setCreating] = useState(false);
  const create = useCreateProduct();
  const currency = usePartnerCurrency();

  const columns: GridColDef<Product>[] = [
    { field: 'code', headerName: t('fields.code'), width: 140 },
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/products/${row.guid}`}>
          {row.name}
        </Link>
      ),
    },
    { field: 'type', headerName: t('fields.type'), width: 150, valueFormatter: (v: string) => t(`values.type.${v}`) },
    {
      field: 'granularity',
      headerName: t('fields.granularity'),
      width: 120,
      valueFormatter: (v: string) => t(`values.granularity.${v}`),
    },
    {
      field: 'fixed_indemnity_amount',
      headerName: t('fields.fixed_indemnity_amount'),
      width: 180,
      renderCell: ({ row }) => <Money cents={row.fixed_indemnity_amount} currency={row.currency_code ?? ''} />,
    },
    { field: 'active', headerName: t('fields.active'), width: 90, valueFormatter: (v) => t(v ? 'yes' : 'no') },
  ];

  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canWrite && { label: t('create'), onClick: () => setCreating(true) }}>
        <TextField
          select
          size="small"
          margin="none"
          label={t('fields.type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as ProductType | '');
            paging.firstPage();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allTypes')}</MenuItem>
          {PRODUCT_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`values.type.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          label={t('activeOnly')}
          control={
            <Checkbox
              checked={activeOnly}
              onChange={(e) => {
                setActiveOnly(e.target.checked);
                paging.firstPage();
              }}
            />
          }
        />
      </ListHeader>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} />
      {creating && (
        <Dialog open onClose={() => setCreating(false)} aria-labelledby="product-create-title" fullWidth maxWidth="md">
          <DialogTitle id="product-create-title">{t('createTitle')}</DialogTitle>
          <DialogContent>
            <ProductForm
              product={null}
              currency={currency ?? ''}
              busy={create.isPending}
              error={create.error}
              errorFallback={t('createFailed')}
              onCancel={() => setCreating(false)}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: (p) => {
                    notify(t('created', { name: p.name }), 'success');
                    navigate(`/products/${p.guid}`);
                  },
                })
              }
            />
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}
