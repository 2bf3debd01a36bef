import type { Quotation } from '@coverdesk/contract/policies/quotations.schemas';
import type { Product } from '@coverdesk/contract/products/products.schemas';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { useCustomerQuotations } from '../api/list-customer-quotations.ts';

/** The customer's open quotations (GET /api/quotations/customer): any of them can be bought as it is. */
export function OpenQuotations({
  customerGuid,
  products,
  onUse,
}: {
  customerGuid: string;
  products: Product[];
  onUse(q: Quotation): void;
}) {
  const { t } = useTranslation('policies');
  const quotations = useCustomerQuotations(customerGuid);
  const open = (quotations.data ?? []).filter((q) => q.status === 'open');
  if (open.length === 0) return null;
  const productOf = (guid: string) => products.find((p) => p.guid === guid);
  return (
    <section aria-labelledby="open-quotations">
      <Typography variant="h6" component="h2" id="open-quotations">
        {t('quotation.open')}
      </Typography>
      <Table size="small" aria-labelledby="open-quotations">
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.product')}</TableCell>
            <TableCell>{t('fields.premium')}</TableCell>
            <TableCell>{t('fields.benefit')}</TableCell>
            <TableCell>{t('fields.start_date')}</TableCell>
            <TableCell>{t('app:table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {open.map((q) => {
            const product = productOf(q.product_guid);
            const currency = product?.currency_code ?? 'USD';
            const per = t(`per.${q.granularity}`, { defaultValue: q.granularity });
            return (
              <TableRow key={q.guid}>
                <TableCell>{product?.name ?? '—'}</TableCell>
                <TableCell>
                  <Money cents={q.premium_cents} currency={currency} /> {per}
                </TableCell>
                <TableCell>
                  <Money cents={q.benefit_cents} currency={currency} /> {per}
                </TableCell>
                <TableCell>
                  <DateText value={q.start_date} />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onUse(q)}>
                    {t('quotation.use')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
