import { PRODUCT_TYPES, type ProductType } from '@coverdesk/contract/products/products.constants';
import type { Product } from '@coverdesk/contract/products/products.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { DataTable } from '../../../components/data-table.tsx';
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
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = useProducts({ type: type || undefined, active_only: activeOnly });
  const rows = list.data ?? [];
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <TextField
          select
          size="small"
          margin="none"
          label={t('fields.type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as ProductType | '');
            setPaging((p) => ({ ...p, page: 1 }));
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
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            />
          }
        />
        {canWrite && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        )}
      </Box>
      <DataTable
        label={t('title')}
        rows={rows.slice((paging.page - 1) * paging.size, paging.page * paging.size)}
        count={rows.length}
        columns={columns}
        page={paging.page}
        size={paging.size}
        loading={list.isFetching}
        getRowId={(r) => r.guid}
        onPage={(page, size) => setPaging({ page, size })}
      />
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
